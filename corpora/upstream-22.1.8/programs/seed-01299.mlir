// Piece 5 of Dialect/Vector/vector-transfer-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_unroll_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 122407355899415034, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_unroll_tensor(%arg0: tensor<4x4xf32>, %arg1: vector<4x4xf32>) -> tensor<4x4xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x4xf32>, %arg1: vector<4x4xf32>) -> tensor<4x4xf32> {
    %0 = call @transfer_write_unroll_tensor(%arg0, %arg1) : (tensor<4x4xf32>, vector<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0.744449198, -0.00810160115, 1.550000e+01, 4.21751174E-4], [8.500000e+00, 1.200000e+01, 5.500000e+00, 9.750000e+00], [-5.000000e-01, -6531.94434, 6.735420e-04, 0.776373803], [-1.500000e+00, 0x7FC00000, 0x7F800000, 0.000000e+00]]> : tensor<4x4xf32>
    %cst_0 = arith.constant dense<[[1.550000e+01, -0.00859634205, -7.126290e-02, -1.500000e+00], [1.000000e+01, -8.000000e+00, -1.000000e+00, -2.750000e+00], [-1.000000e+00, -1.450000e+01, 3.250000e+00, -1.750000e+00], [-1.600000e+01, -1.025000e+01, -9.250000e+00, 4.000000e+00]]> : vector<4x4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<4x4xf32>, vector<4x4xf32>) -> tensor<4x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_1 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
