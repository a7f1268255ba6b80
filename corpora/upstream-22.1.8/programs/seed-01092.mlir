// Piece 3 of Dialect/Tensor/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_rank_reduced_2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 8953912339096233703, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_rank_reduced_2(%arg0: tensor<?x?x?xf32>, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.maxsi %c1_0, %c1_1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, %2, 1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x1xf32>
    %dim_2 = tensor.dim %extracted_slice, %c0 : tensor<?x1xf32>
    return %dim_2 : index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: index) -> index {
    %0 = call @extract_slice_rank_reduced_2(%arg0, %arg1) : (tensor<?x?x?xf32>, index) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[[[5.000000e-01, -1.200000e+01], [1.500000e+00, -0.00707741734]], [[0.278885514, 7.500000e-01], [-7.63197778E-4, 1.000000e+00]]]> : tensor<2x2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2x2xf32> to tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cast, %c1) : (tensor<?x?x?xf32>, index) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
