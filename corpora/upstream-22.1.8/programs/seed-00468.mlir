// Piece 0 of Dialect/Linalg/fusion-elementwise-options.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_fusion_limit"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-options.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 405765288327254475, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_fusion_limit(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>, %arg4: tensor<?x?xf32>, %arg5: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %5 = arith.mulf %in, %in_1 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %5 = arith.mulf %in, %in_1 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg5 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %5 = arith.mulf %in, %in_1 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %5 = arith.addf %in, %in_1 : f32
      %6 = arith.addf %5, %in_2 : f32
      linalg.yield %6 : f32
    } -> tensor<?x?xf32>
    return %4 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>, %arg4: tensor<?x?xf32>, %arg5: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @test_fusion_limit(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[5.22908289E-4, -1.300000e+01, -0.0726057813], [1.500000e+00, 4.250000e+00, -5.500000e+00], [1.300000e+01, 1.350000e+01, 0.000000e+00]]> : tensor<3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[-8.750000e+00, 0.0182339959, -0.676703929], [-0.96892029, -1.425000e+01, -0.000000e+00], [9.000000e+00, -3.750000e+00, -5.500000e+00]]> : tensor<3x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<[[0.000000e+00, 1.150000e+01, 1.225000e+01], [1.000000e+00, -1147.7002, -1.615790e+03], [-0.0866690948, 0.646822988, 0.00143749465]]> : tensor<3x3xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_4 = arith.constant dense<[[0xFF800000, -1.125000e+01, 1.000000e+00], [1.175000e+01, -0.0995856449, -1.125000e+01], [-2.17659384E-4, 0xFF800000, -0.000000e+00]]> : tensor<3x3xf32>
    %cast_5 = tensor.cast %cst_4 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_6 = arith.constant dense<[[0.0551565848, 941.13269, -6.750000e+00], [3.750000e+00, 1.125000e+01, 7.000000e+00], [-1.000000e+00, 0xFF800000, -1.100000e+01]]> : tensor<3x3xf32>
    %cast_7 = tensor.cast %cst_6 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_8 = arith.constant dense<[[8.750000e+00, -1.000000e+00, 1.250000e+01], [-8.000000e+00, 0.0558902659, -0.185488701], [1.375000e+01, 1.525000e+01, 1.075000e+01]]> : tensor<3x3xf32>
    %cast_9 = tensor.cast %cst_8 : tensor<3x3xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3, %cast_5, %cast_7, %cast_9) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_10 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_10 : tensor<?x?xf32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %0, %c1_11 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_12 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_14 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
