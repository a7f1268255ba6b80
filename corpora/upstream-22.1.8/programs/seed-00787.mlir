// Piece 4 of Dialect/Linalg/tile-and-fuse-tensors.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rank_reduced_extract_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/tile-and-fuse-tensors.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 79984098658488638, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @rank_reduced_extract_slice(%arg0: tensor<1x6x5xf32>, %arg1: tensor<1x5x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<1x6x6xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x2xf32>) -> tensor<4x6xf32> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x6x5xf32>, tensor<1x5x6xf32>) outs(%arg3 : tensor<1x6x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.mulf %in, %in_0 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    } -> tensor<1x6x6xf32>
    %1 = scf.for %arg6 = %c0 to %c6 step %c2 iter_args(%arg7 = %arg4) -> (tensor<4x6xf32>) {
      %c5 = arith.constant 5 : index
      %2 = arith.remui %arg6, %c5 : index
      %extracted_slice = tensor.extract_slice %0[0, 0, %2] [1, 6, 2] [1, 1, 1] : tensor<1x6x6xf32> to tensor<6x2xf32>
      %3 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %extracted_slice : tensor<4x6xf32>, tensor<6x2xf32>) outs(%arg5 : tensor<4x2xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %5 = arith.mulf %in, %in_1 : f32
        %6 = arith.addf %out, %5 : f32
        linalg.yield %6 : f32
      } -> tensor<4x2xf32>
      %c5_0 = arith.constant 5 : index
      %4 = arith.remui %arg6, %c5_0 : index
      %inserted_slice = tensor.insert_slice %3 into %arg7[0, %4] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<4x6xf32>
      scf.yield %inserted_slice : tensor<4x6xf32>
    }
    return %1 : tensor<4x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x6x5xf32>, %arg1: tensor<1x5x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<1x6x6xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x2xf32>) -> tensor<4x6xf32> {
    %0 = call @rank_reduced_extract_slice(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<1x6x5xf32>, tensor<1x5x6xf32>, tensor<4x6xf32>, tensor<1x6x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-729.546447, -3.000000e+00, -1.450000e+01, 0x7F800000, -0.0529850796], [-1.100000e+01, -8.750000e+00, -0.153532267, 21.3700714, 1.000000e+00], [-1.225000e+01, 6780.17822, 8.750000e+00, 1.000000e+00, -1.000000e+01], [0.0193094295, 6.000000e+00, -2.500000e+00, -9.250000e+00, -1.000000e+00], [-6.250000e+00, 1.025000e+01, -6.500000e+00, -1.500000e+01, -3.000000e+00], [-1.525000e+01, -4.80778074, 4.250000e+00, -1.575000e+01, -8.64673406E-4]]]> : tensor<1x6x5xf32>
    %cst_0 = arith.constant dense<[[[2.500000e-01, 7.500000e-01, 1.000000e+01, 6.40856695, 1.275000e+01, -4.000000e+00], [4.500000e+00, 0.000000e+00, 6.250000e+00, 5.000000e-01, 1.075000e+01, 8.250000e+00], [-1.600000e+01, 1.000000e+00, -0.000000e+00, -0.533003032, 5.000000e-01, -85.7745056], [-1.200000e+01, -1.300000e+01, 0.00995692983, 1.250000e+00, 1.000000e+01, 2.000000e+00], [-0.0221572835, 4.250000e+00, 5.500000e+00, 5.250000e+00, -5.500000e+00, 1.500000e+00]]]> : tensor<1x5x6xf32>
    %cst_1 = arith.constant dense<[[51.8808403, -1.000000e+00, -71.0121078, -2.750000e+00, -4.000000e+00, -1.500000e+01], [-0.352307379, -0.25456956, -1.250000e+01, -1.250000e+00, 3.500000e+00, 1.050000e+01], [8.250000e+00, 1.050000e+01, 3.250000e+00, -1.000000e+00, 9.500000e+00, 6.250000e+00], [-6.500000e+00, -0.903141379, 0.00941181649, 5.000000e+00, -1.550000e+01, 6.750000e+00]]> : tensor<4x6xf32>
    %cst_2 = arith.constant dense<[[[5.977150e-02, -3352.88843, -1.025000e+01, -1.250000e+01, 0.000000e+00, 1.200000e+01], [-7.32540846, 0.000000e+00, -20.8585663, -8.750000e+00, 5.250000e+00, 1.750000e+00], [-0.00330389384, -0.00892210845, -8.750000e+00, 0.00196333975, 7.250000e+00, 876.730285], [0.612669945, 0xFF800000, 4.000000e+00, 1.100000e+01, 1.400000e+01, 0x7FC00000], [6.750000e+00, -1.275000e+01, -7.92836829E-4, -1.175000e+01, 1.400000e+01, -1.300000e+01], [-1.300000e+01, 150.308899, -0.357450128, 0x7FC00000, 1.47019178E-4, -5.000000e+00]]]> : tensor<1x6x6xf32>
    %cst_3 = arith.constant dense<[[0xFF800000, 1.050000e+01, 68.2407227, 1.400000e+01, -1.000000e+00, -1.400000e+01], [-2.750000e+00, 0.0397847071, -91.4964752, -7761.22461, -46.9949455, -3.01870251], [0x7FC00000, 7.500000e+00, 5.750000e+00, -1.750000e+00, 0.594754636, 3187.04712], [-1.125000e+01, -94.7597732, 9.000000e+00, -1.025000e+01, -5.71874145E-4, 1.425000e+01]]> : tensor<4x6xf32>
    %cst_4 = arith.constant dense<[[-1.025000e+01, -2.750000e+00], [0xFF800000, -0.000000e+00], [-2.000000e+00, 4.500000e+00], [0xFF800000, -1.150000e+01]]> : tensor<4x2xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4) : (tensor<1x6x5xf32>, tensor<1x5x6xf32>, tensor<4x6xf32>, tensor<1x6x6xf32>, tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x6xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x6xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_6 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
