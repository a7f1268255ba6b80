// Piece 31 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_source"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 1085210840038236739, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @cast_source(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c0 : tensor<2x3x4xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<2x3x4xf32>
    %dim_1 = tensor.dim %arg0, %c2 : tensor<2x3x4xf32>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
    %cast = tensor.cast %arg0 : tensor<2x3x4xf32> to tensor<2x?x?xf32>
    %cast_2 = tensor.cast %arg1 : tensor<2x3x4xf32> to tensor<2x?x?xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast, %cast_2 : tensor<2x?x?xf32>, tensor<2x?x?xf32>) outs(%0 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %8 = arith.addf %in, %in_11 : f32
      linalg.yield %8 : f32
    } -> tensor<?x?x?xf32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %1, %c0_3 : tensor<?x?x?xf32>
    %c2_5 = arith.constant 2 : index
    %2 = arith.cmpi eq, %dim_4, %c2_5 : index
    %c1_6 = arith.constant 1 : index
    %dim_7 = tensor.dim %1, %c1_6 : tensor<?x?x?xf32>
    %c3 = arith.constant 3 : index
    %3 = arith.cmpi eq, %dim_7, %c3 : index
    %4 = arith.andi %2, %3 : i1
    %c2_8 = arith.constant 2 : index
    %dim_9 = tensor.dim %1, %c2_8 : tensor<?x?x?xf32>
    %c4 = arith.constant 4 : index
    %5 = arith.cmpi eq, %dim_9, %c4 : index
    %6 = arith.andi %4, %5 : i1
    %7 = scf.if %6 -> (tensor<?x?x?xf32>) {
      scf.yield %1 : tensor<?x?x?xf32>
    } else {
      %8 = tensor.empty() : tensor<2x3x4xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
      %cast_11 = tensor.cast %9 : tensor<2x3x4xf32> to tensor<?x?x?xf32>
      scf.yield %cast_11 : tensor<?x?x?xf32>
    }
    %cast_10 = tensor.cast %7 : tensor<?x?x?xf32> to tensor<2x3x4xf32>
    return %cast_10 : tensor<2x3x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %0 = call @cast_source(%arg0, %arg1) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[6.750000e+00, -5.750000e+00, 3.000000e+00, 0xFF800000], [-0.00938076805, 2.500000e-01, 1.475000e+01, -3.250000e+00], [-0.0312719978, 7.000000e+00, -8094.40869, -2078.48462]], [[-1.200000e+01, -1.000000e+00, -4.250000e+00, 6.000000e+00], [-1.000000e+00, -5.59617138, 1.250000e+01, 0x7FC00000], [2.21565424E-4, -1.375000e+01, -4.000000e+00, 2.808920e+03]]]> : tensor<2x3x4xf32>
    %cst_0 = arith.constant dense<[[[-1.100000e+01, 3.500000e+00, 1.000000e+00, -1.475000e+01], [-6.25229848E-4, 7.000000e+00, 6911.31201, 1.275000e+01], [3.81803489E-4, 3.500000e+00, -1.400000e+01, 0.0472712144]], [[-1.000000e+01, 6.250000e+00, -1.750000e+00, 0.0065211812], [-5.750000e+00, 1.325000e+01, -5.000000e-01, -2.250000e+00], [-1.325000e+01, 8.500000e+00, -8.50181293, 9.000000e+00]]]> : tensor<2x3x4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x3x4xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_2 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
