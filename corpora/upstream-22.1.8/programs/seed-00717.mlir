// Piece 0 of Dialect/Linalg/fusion-push-reshape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reshape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-push-reshape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1964450531737720642, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @reshape(%arg0: tensor<?x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<?x112x16xf32>, %arg3: index) -> tensor<?x112x16xf32> {
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg3, 112, 16] : tensor<?x16xf32> into tensor<?x112x16xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %expanded, %c0 : tensor<?x112x16xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg2, %c0_0 : tensor<?x112x16xf32>
    %0 = arith.cmpi eq, %dim_1, %dim : index
    %1 = scf.if %0 -> (tensor<?x112x16xf32>) {
      scf.yield %arg2 : tensor<?x112x16xf32>
    } else {
      %c112 = arith.constant 112 : index
      %c16 = arith.constant 16 : index
      %3 = tensor.empty(%dim) : tensor<?x112x16xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x112x16xf32>) -> tensor<?x112x16xf32>
      %cast = tensor.cast %4 : tensor<?x112x16xf32> to tensor<?x112x16xf32>
      scf.yield %cast : tensor<?x112x16xf32>
    }
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg1 : tensor<?x112x16xf32>, tensor<16xf32>) outs(%1 : tensor<?x112x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %3 = arith.subf %in, %in_2 : f32
      linalg.yield %3 : f32
    } -> tensor<?x112x16xf32>
    return %2 : tensor<?x112x16xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<?x112x16xf32>, %arg3: index) -> tensor<?x112x16xf32> {
    %0 = call @reshape(%arg0, %arg1, %arg2, %arg3) : (tensor<?x16xf32>, tensor<16xf32>, tensor<?x112x16xf32>, index) -> tensor<?x112x16xf32>
    return %0 : tensor<?x112x16xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-3.250000e+00, 1.050000e+01, -8.750000e+00, -8.500000e+00, 0.50543505, -4.500000e+00, 2.750000e+00, 0xFF800000, 0x7F800000, -1.400000e+01, 3.750000e+00, 1.375000e+01, -0.00950829778, 8.250000e+00, -1.300000e+01, 1670.70129], [-6.85851788E-4, 6.750000e+00, -209.941788, -0.0872208997, 65.4984283, 1.025000e+01, -5.398500e-01, -6.250000e+00, -1.100000e+01, -1.000000e+00, 1.325000e+01, 9.250000e+00, 1.550000e+01, -5.000000e+00, -62.6658516, -0.554274559], [1.600000e+01, -0.000000e+00, 5.73494435E-5, -5.28989744, 8.500000e+00, -0.000000e+00, -2.500000e+00, -3.500000e+00, 1.025000e+01, 6.250000e+00, 5.750000e+00, -1.125000e+01, -2.86630368, -0.000000e+00, -0.000000e+00, -60.0549126]]> : tensor<3x16xf32>
    %cast = tensor.cast %cst : tensor<3x16xf32> to tensor<?x16xf32>
    %cst_0 = arith.constant dense<[5.97659964E-4, -1.550000e+01, 1.125000e+01, -3.250000e+00, -6.750000e+00, -6.500000e+00, -4.500000e+00, -5.500000e+00, 7.750000e+00, 5.500000e+00, 0x7FC00000, -9.750000e+00, -1.050000e+01, 1.750000e+00, -6.250000e+00, 2.84535265]> : tensor<16xf32>
    %cst_1 = arith.constant dense<-1.89696217> : tensor<3x112x16xf32>
    %cast_2 = tensor.cast %cst_1 : tensor<3x112x16xf32> to tensor<?x112x16xf32>
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cast, %cst_0, %cast_2, %c1) : (tensor<?x16xf32>, tensor<16xf32>, tensor<?x112x16xf32>, index) -> tensor<?x112x16xf32>
    %c0 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x112x16xf32>
    %c112 = arith.constant 112 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c112 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c16 step %c1_3 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x112x16xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_6 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_6 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
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
