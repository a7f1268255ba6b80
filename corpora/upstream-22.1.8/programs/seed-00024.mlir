// Piece 2 of Analysis/test-match-reduction.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_red_max"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-match-reduction.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4191543563683621647, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @linalg_red_max(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>) {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.cmpf ogt, %in, %out : f32
      %2 = arith.select %1, %in, %out : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>) {
    call @linalg_red_max(%arg0, %arg1) : (tensor<4x4xf32>, tensor<4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-4815.4248, -1.150000e+01, -85.0195084, 0x7FC00000], [-2.250000e+00, 6540.65576, 0xFF800000, -5.750000e+00], [-229.093323, 75.270668, -1.000000e+00, 3.750000e+00], [3.750000e+00, -1.600000e+01, 2.750000e+00, 1.475000e+01]]> : tensor<4x4xf32>
    %cst_0 = arith.constant dense<[-5.250000e+00, -1.425000e+01, 0.000000e+00, -1.525000e+01]> : tensor<4xf32>
    call @smith_harness_0(%cst, %cst_0) : (tensor<4x4xf32>, tensor<4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
