// Piece 1 of IR/slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice_use_from_above"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1141070195236593206, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @slice_use_from_above(%arg0: tensor<5x5xf32>, %arg1: tensor<5x5xf32>) {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x5xf32>) outs(%arg1 : tensor<5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.addf %in, %in : f32
      linalg.yield %2 : f32
    } -> tensor<5x5xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<5x5xf32> into tensor<25xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<5x5xf32>) outs(%arg1 : tensor<5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c2 = arith.constant 2 : index
      %c25 = arith.constant 25 : index
      %extracted = tensor.extract %collapsed[%c2] : tensor<25xf32>
      %2 = arith.addf %extracted, %extracted : f32
      linalg.yield %2 : f32
    } -> tensor<5x5xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<5x5xf32>, %arg1: tensor<5x5xf32>) {
    call @slice_use_from_above(%arg0, %arg1) : (tensor<5x5xf32>, tensor<5x5xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-3.250000e+00, 469.32663, -7.750000e+00, -1.375000e+01, 1.100000e+01], [8.250000e+00, -8.500000e+00, 1.000000e+01, -0.710950195, 4.250000e+00], [58.5953331, 0.267062515, -0.000000e+00, -1.100000e+01, -1.050000e+01], [-1.300000e+01, -1.200000e+01, -1.000000e+00, 6.13265944, -1.500000e+01], [0.0175209492, 0.972712516, -0.333409935, 0.0674114674, -2.000000e+00]]> : tensor<5x5xf32>
    %cst_0 = arith.constant dense<[[0.516833782, 2.000000e+00, -1.000000e+00, 36.8592491, 4.000000e+00], [-6091.12939, 1.000000e+00, 4.038630e-04, 1.750000e+00, -1.050000e+01], [-1.475000e+01, 5659.91748, 0.00515838852, -1.450000e+01, 1.300000e+01], [8.250000e+00, 0.000000e+00, 1.525000e+01, 5.5349555, 1.000000e+00], [1.050000e+01, -1.125000e+01, 0.75213182, 9656.37988, 4.500000e+00]]> : tensor<5x5xf32>
    call @smith_harness_0(%cst, %cst_0) : (tensor<5x5xf32>, tensor<5x5xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
