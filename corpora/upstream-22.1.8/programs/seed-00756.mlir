// Piece 4 of Dialect/Linalg/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["remove_dim_result_uses_outs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 5680022123914297496, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @remove_dim_result_uses_outs(%arg0: tensor<?xf32>, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %0 = tensor.empty(%dim, %arg1) : tensor<?x?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_3, %dim_1 : index
    %2 = scf.if %1 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %c1_5 = arith.constant 1 : index
      %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?xf32>
      %4 = tensor.empty(%dim_1, %dim_6) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %5 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    %dim_4 = tensor.dim %3, %c1 : tensor<?x?xf32>
    return %dim_4 : index
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index) -> index {
    %0 = call @remove_dim_result_uses_outs(%arg0, %arg1) : (tensor<?xf32>, index) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.600000e+01, 6.500000e+00]> : tensor<2xf32>
    %cast = tensor.cast %cst : tensor<2xf32> to tensor<?xf32>
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c3) : (tensor<?xf32>, index) -> index
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
