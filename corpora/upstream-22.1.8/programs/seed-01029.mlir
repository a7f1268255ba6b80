// Piece 29 of Dialect/Tensor/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor.collapse_shape_of_slice4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 29, "release": "22.1.8"}, "seed": 7076355563597312829, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor.collapse_shape_of_slice4(%arg0: tensor<?x2x4xf32>, %arg1: index, %arg2: index) -> tensor<8xf32> {
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg1, %c4 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, %0] [4, 2, 1] [1, 1, 1] : tensor<?x2x4xf32> to tensor<4x2x1xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1, 2]] : tensor<4x2x1xf32> into tensor<8xf32>
    return %collapsed : tensor<8xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x2x4xf32>, %arg1: index, %arg2: index) -> tensor<8xf32> {
    %0 = call @tensor.collapse_shape_of_slice4(%arg0, %arg1, %arg2) : (tensor<?x2x4xf32>, index, index) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[51.1551132, -3.000000e+00, -0.000000e+00, 6.93148526E-4], [2.500000e+00, -9.750000e+00, -7.99953414E-4, -1.350000e+01]], [[0.000000e+00, 3.500000e+00, 1.325000e+01, -0.0122667877], [0x7F800000, -7.500000e+00, 7.500000e-01, 1.325000e+01]], [[3.750000e+00, 9.750000e+00, -1.000000e+00, 1.250000e+00], [3.750000e+00, -1.000000e+00, 6.883270e-02, 89.7316436]], [[50.8245316, -1.750000e+00, -86.2437896, 9.000000e+00], [-0.000000e+00, -1.450000e+01, 1.100000e+01, 1.425000e+01]]]> : tensor<4x2x4xf32>
    %cast = tensor.cast %cst : tensor<4x2x4xf32> to tensor<?x2x4xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cast, %c0, %c0_0) : (tensor<?x2x4xf32>, index, index) -> tensor<8xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<8xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_3 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
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
