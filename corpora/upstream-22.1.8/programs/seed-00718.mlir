// Piece 3 of Dialect/Linalg/fusion-push-reshape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["type_correctness"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-push-reshape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 2819755644880243472, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @type_correctness(%arg0: tensor<6x5xi32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<2x3x5xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 7.000000e+00 : f32
    %cst_1 = arith.constant 1.1920929E-7 : f32
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xi32> into tensor<2x3x5xi32>
    %0 = tensor.empty() : tensor<2x3x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg1, %arg2 : tensor<2x3x5xi32>, tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<2x3x5xf32>) {
    ^bb0(%in: i32, %in_2: f32, %in_3: f32, %out: f32):
      %2 = arith.sitofp %in : i32 to f32
      %3 = arith.addf %in_2, %cst_1 : f32
      %4 = arith.divf %cst_0, %3 : f32
      %5 = arith.divf %cst, %4 : f32
      %6 = arith.mulf %2, %5 : f32
      %7 = arith.addf %6, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<2x3x5xf32>
    return %1 : tensor<2x3x5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<6x5xi32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<2x3x5xf32> {
    %0 = call @type_correctness(%arg0, %arg1, %arg2) : (tensor<6x5xi32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x5xf32>
    return %0 : tensor<2x3x5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[686643993, 1, -14, -1699963309, 0], [0, 263885766, -377476105, 12, 2147483647], [2073272779, 16, 2147483647, -2147483648, 0], [11, 1173943586, -1428014548, -5, -1], [2147483647, 14, -13, 2147483646, -669838676], [-12, -142835001, 1, -1463014100, -7]]> : tensor<6x5xi32>
    %cst_0 = arith.constant dense<[1.350000e+01, 4.750000e+00, -8.37254619, 1.600000e+01, 6.750000e+00]> : tensor<5xf32>
    %cst_1 = arith.constant dense<[825.815734, -51.8870888, -0.00381800625, -0.000000e+00, 7.000000e+00]> : tensor<5xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<6x5xi32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x3x5xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
