// Piece 8 of Dialect/Linalg/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_reshape_expansion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 5401252117775690105, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_reshape_expansion(%arg0: tensor<6x5x?xf32>, %arg1: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3, 4, 5]] output_shape [2, 3, 5, 4, %arg1, 7] : tensor<6x5x?xf32> into tensor<2x3x5x4x?x7xf32>
    %dim = tensor.dim %expanded, %c1 : tensor<2x3x5x4x?x7xf32>
    %dim_0 = tensor.dim %expanded, %c3 : tensor<2x3x5x4x?x7xf32>
    %dim_1 = tensor.dim %expanded, %c4 : tensor<2x3x5x4x?x7xf32>
    return %dim, %dim_0, %dim_1 : index, index, index
  }
  func.func @smith_harness_0(%arg0: tensor<6x5x?xf32>, %arg1: index) -> (index, index, index) {
    %0:3 = call @dim_reshape_expansion(%arg0, %arg1) : (tensor<6x5x?xf32>, index) -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %cst = arith.constant dense<[[[0.000000e+00, 9792.89746, -9.750000e+00], [1.225000e+01, -0.000000e+00, 0x7F800000], [-1.225000e+01, -1.000000e+01, -0.966927289], [591.38446, -3.500000e+00, 7.500000e-01], [-1.325000e+01, 5268.0625, -8.000000e+00]], [[9.5545355E-4, 1.025000e+01, -1.550000e+01], [-0.471236557, -3204.94751, 1.250000e+01], [1.375000e+01, -3.250000e+00, 1.125000e+01], [-5.250000e+00, -0.000000e+00, 0x7F800000], [-1.475000e+01, -0.253256023, -1.450000e+01]], [[-5.000000e+00, -1.000000e+00, 5.387320e+00], [1.025000e+01, 0.0604217164, -0.851782143], [0.000000e+00, -0.00215895381, -7.63578701], [-14.0685024, 7.500000e-01, 7.750000e+00], [-0.292327076, 14.9466944, 0.000000e+00]], [[-1.325000e+01, 0x7F800000, -6.000000e+00], [-0.0466803834, -1.500000e+01, -0.000000e+00], [3.500000e+00, 3.000000e+00, 1.750000e+00], [-8.500000e+00, -1.125000e+01, 1.000000e+00], [9.51442527, 9.250000e+00, 0.944730162]], [[-7.71271472E-4, 1.000000e+01, 643.138184], [0.0664916262, 1.400000e+01, 4.072030e+03], [0.000000e+00, 0.00622018566, 7.000000e+00], [0x7F800000, 8.250000e+00, 8.45705986], [4.12800495E-4, -5138.76855, -1.050000e+01]], [[0x7F800000, -1.000000e+00, 1.600000e+01], [3.000000e+00, 1.375000e+01, -7.750000e+00], [5.000000e+00, 1.225000e+01, 7.500000e+00], [-1.250000e+01, 0.0530706346, -4.500000e+00], [240.491287, 9.53289622E-4, 7.750000e+00]]]> : tensor<6x5x3xf32>
    %cast = tensor.cast %cst : tensor<6x5x3xf32> to tensor<6x5x?xf32>
    %c0 = arith.constant 0 : index
    %0:3 = call @smith_harness_0(%cast, %c0) : (tensor<6x5x?xf32>, index) -> (index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
