// Piece 0 of Analysis/test-match-reduction.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_red_add"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-match-reduction.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3993777126406929370, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (0)>
module {
  func.func @linalg_red_add(%arg0: tensor<?xf32>, %arg1: tensor<1xf32>) {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    } -> tensor<1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<1xf32>) {
    call @linalg_red_add(%arg0, %arg1) : (tensor<?xf32>, tensor<1xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[-68.0779419, 1.250000e+00, -8.250000e+00]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<6.750000e+00> : tensor<1xf32>
    call @smith_harness_0(%cast, %cst_0) : (tensor<?xf32>, tensor<1xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
