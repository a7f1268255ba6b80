// Piece 24 of Dialect/Linalg/fusion-elementwise-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_fill_generic_mixedaccess"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 8491474788616283630, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @fold_fill_generic_mixedaccess(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant 7.000000e+00 : f32
    %cst_1 = arith.constant 6.000000e+00 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_2 = tensor.dim %arg0, %c0_0 : tensor<?x?xf32>
    %0 = tensor.empty(%dim, %dim_2) : tensor<?x?xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %2 = tensor.empty(%dim_2, %dim) : tensor<?x?xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %4 = tensor.empty(%dim, %dim_2) : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_3 = tensor.dim %1, %c1 : tensor<?x?xf32>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %1, %c0_4 : tensor<?x?xf32>
    %c0_6 = arith.constant 0 : index
    %dim_7 = tensor.dim %3, %c0_6 : tensor<?x?xf32>
    %5 = arith.cmpi eq, %dim_7, %dim_3 : index
    %c1_8 = arith.constant 1 : index
    %dim_9 = tensor.dim %3, %c1_8 : tensor<?x?xf32>
    %6 = arith.cmpi eq, %dim_9, %dim_5 : index
    %7 = arith.andi %5, %6 : i1
    %8 = scf.if %7 -> (tensor<?x?xf32>) {
      scf.yield %3 : tensor<?x?xf32>
    } else {
      %14 = tensor.empty(%dim_3, %dim_5) : tensor<?x?xf32>
      %cst_18 = arith.constant 0.000000e+00 : f32
      %15 = linalg.fill ins(%cst_18 : f32) outs(%14 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %15 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_10 = arith.constant 0 : index
    %dim_11 = tensor.dim %1, %c0_10 : tensor<?x?xf32>
    %c1_12 = arith.constant 1 : index
    %dim_13 = tensor.dim %1, %c1_12 : tensor<?x?xf32>
    %c0_14 = arith.constant 0 : index
    %dim_15 = tensor.dim %4, %c0_14 : tensor<?x?xf32>
    %9 = arith.cmpi eq, %dim_15, %dim_11 : index
    %c1_16 = arith.constant 1 : index
    %dim_17 = tensor.dim %4, %c1_16 : tensor<?x?xf32>
    %10 = arith.cmpi eq, %dim_17, %dim_13 : index
    %11 = arith.andi %9, %10 : i1
    %12 = scf.if %11 -> (tensor<?x?xf32>) {
      scf.yield %4 : tensor<?x?xf32>
    } else {
      %14 = tensor.empty(%dim_11, %dim_13) : tensor<?x?xf32>
      %cst_18 = arith.constant 0.000000e+00 : f32
      %15 = linalg.fill ins(%cst_18 : f32) outs(%14 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %15 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %14 = arith.divf %in, %in_18 : f32
      linalg.yield %14 : f32
    } -> tensor<?x?xf32>
    return %13 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @fold_fill_generic_mixedaccess(%arg0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.175000e+01, -0.0062401616, -4.3317647, -0.572486639], [-7.750000e+00, -4986.84717, -1.450000e+01, 0.000000e+00], [-7.250000e+00, -8.59317874, 0xFF800000, 1.500000e+00], [-2.250000e+00, 0.00172428798, -7.750000e+00, 4.000000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0, %c1_1 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_4 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
