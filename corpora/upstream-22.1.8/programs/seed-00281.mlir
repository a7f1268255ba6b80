// Piece 16 of Conversion/TosaToTensor/tosa-to-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_reshape_3d_same_d2d_auto_empty"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToTensor/tosa-to-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 1040720298312878694, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_reshape_3d_same_d2d_auto_empty(%arg0: tensor<3x2x?xf32>) -> tensor<?x?x?xf32> {
    %0 = tosa.const_shape  {values = dense<[0, 3, -1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.reshape %arg0, %0 : (tensor<3x2x?xf32>, !tosa.shape<3>) -> tensor<?x?x?xf32>
    return %1 : tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x2x?xf32>) -> tensor<?x?x?xf32> {
    %0 = call @test_reshape_3d_same_d2d_auto_empty(%arg0) : (tensor<3x2x?xf32>) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.400000e+01, -1.125000e+01, -2.500000e+00], [-9.250000e+00, -0.0868523568, -1.000000e+00]], [[-1.500000e+00, 1.400000e+01, 1.525000e+01], [9.500000e+00, -3.750000e+00, 5627.81738]], [[-8.000000e+00, 2.250000e+00, 0.187508613], [1.450000e+01, 8.750000e+00, -8.500000e+00]]]> : tensor<3x2x3xf32>
    %cast = tensor.cast %cst : tensor<3x2x3xf32> to tensor<3x2x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<3x2x?xf32>) -> tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0, %c1_1 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_5 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
