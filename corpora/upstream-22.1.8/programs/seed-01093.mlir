// Piece 6 of Dialect/Tensor/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_rank_reduced_5"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 1949251732281877347, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_rank_reduced_5(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> (index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %0 = arith.maxsi %c1_1, %c1_2 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %3 = arith.maxsi %c1_4, %c1_5 : index
    %4 = arith.ceildivui %dim_3, %3 : index
    %5 = arith.minui %arg2, %4 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%2, 1, %5] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
    %dim_6 = tensor.dim %extracted_slice, %c0 : tensor<?x?xf32>
    %dim_7 = tensor.dim %extracted_slice, %c1 : tensor<?x?xf32>
    return %dim_6, %dim_7 : index, index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index) -> (index, index) {
    %0:2 = call @extract_slice_rank_reduced_5(%arg0, %arg1, %arg2) : (tensor<?x?x?xf32>, index, index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1.750000e+00, 5.14113903, 89.6101074, -2.750000e+00], [1.075000e+01, 9.750000e+00, 0.571696579, -6.750000e+00], [1.525000e+01, 2.500000e-01, 7.500000e+00, 1.750000e+00], [3.000000e+00, -0.000000e+00, -1.350000e+01, -0.000000e+00]], [[-1.375000e+01, -5.500000e+00, 5169.19775, 2.250000e+00], [3.250000e+00, -1.300000e+01, 0x7FC00000, -0.0925314649], [-1.075000e+01, 7.129290e+01, -0.00216657133, 6.250000e+00], [3.500000e+00, 2.250000e+00, -1.550000e+01, 5.8359484E-4]], [[-0.467933834, 7.098100e-02, 2.85298204, -8.000000e+00], [2.000000e+00, -2.500000e+00, 5.750000e+00, -8.250000e+00], [-1.350000e+01, 1.575000e+01, 1.150000e+01, -2.97970319], [-1.325000e+01, -1.450000e+01, -0.0585756563, 6.000000e+00]], [[1.500000e+00, -0.963036417, 1.050000e+01, -1.525000e+01], [84.5846329, -1.000000e+00, 0x7F800000, -1.425000e+01], [0.000000e+00, 5.500000e+00, 78.4918747, -6.750000e+00], [-9.000000e+00, -1.000000e+00, 5.000000e-01, -1.000000e+00]]]> : tensor<4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%cast, %c0, %c0_0) : (tensor<?x?x?xf32>, index, index) -> (index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
