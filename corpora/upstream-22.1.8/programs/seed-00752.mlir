// Piece 0 of Dialect/Linalg/reshape_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generic_op_reshape_producer_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7647497898351818311, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @generic_op_reshape_producer_fusion(%arg0: tensor<?x?x4x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: f32) -> tensor<?x?x?xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<?x?x4x?xf32> into tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %collapsed, %c2 : tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %collapsed, %c0 : tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %collapsed, %c1 : tensor<?x?x?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %arg1, %c0_2 : tensor<?x?x?xf32>
    %0 = arith.cmpi eq, %dim_3, %dim : index
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %arg1, %c1_4 : tensor<?x?x?xf32>
    %1 = arith.cmpi eq, %dim_5, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %c2_6 = arith.constant 2 : index
    %dim_7 = tensor.dim %arg1, %c2_6 : tensor<?x?x?xf32>
    %3 = arith.cmpi eq, %dim_7, %dim_1 : index
    %4 = arith.andi %2, %3 : i1
    %5 = scf.if %4 -> (tensor<?x?x?xf32>) {
      scf.yield %arg1 : tensor<?x?x?xf32>
    } else {
      %13 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
      %cast = tensor.cast %14 : tensor<?x?x?xf32> to tensor<?x?x?xf32>
      scf.yield %cast : tensor<?x?x?xf32>
    }
    %c2_8 = arith.constant 2 : index
    %dim_9 = tensor.dim %collapsed, %c2_8 : tensor<?x?x?xf32>
    %c0_10 = arith.constant 0 : index
    %dim_11 = tensor.dim %collapsed, %c0_10 : tensor<?x?x?xf32>
    %c1_12 = arith.constant 1 : index
    %dim_13 = tensor.dim %collapsed, %c1_12 : tensor<?x?x?xf32>
    %c0_14 = arith.constant 0 : index
    %dim_15 = tensor.dim %arg1, %c0_14 : tensor<?x?x?xf32>
    %6 = arith.cmpi eq, %dim_15, %dim_9 : index
    %c1_16 = arith.constant 1 : index
    %dim_17 = tensor.dim %arg1, %c1_16 : tensor<?x?x?xf32>
    %7 = arith.cmpi eq, %dim_17, %dim_11 : index
    %8 = arith.andi %6, %7 : i1
    %c2_18 = arith.constant 2 : index
    %dim_19 = tensor.dim %arg1, %c2_18 : tensor<?x?x?xf32>
    %9 = arith.cmpi eq, %dim_19, %dim_13 : index
    %10 = arith.andi %8, %9 : i1
    %11 = scf.if %10 -> (tensor<?x?x?xf32>) {
      scf.yield %arg1 : tensor<?x?x?xf32>
    } else {
      %13 = tensor.empty(%dim_9, %dim_11, %dim_13) : tensor<?x?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
      %cast = tensor.cast %14 : tensor<?x?x?xf32> to tensor<?x?x?xf32>
      scf.yield %cast : tensor<?x?x?xf32>
    }
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %5, %arg2 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, f32) outs(%11 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
      %13 = arith.mulf %in, %in_20 : f32
      %14 = arith.addf %13, %in_21 : f32
      linalg.yield %14 : f32
    } -> tensor<?x?x?xf32>
    return %12 : tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x4x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: f32) -> tensor<?x?x?xf32> {
    %0 = call @generic_op_reshape_producer_fusion(%arg0, %arg1, %arg2) : (tensor<?x?x4x?xf32>, tensor<?x?x?xf32>, f32) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-1.500000e+00], [1.250000e+00], [-664.079224], [6.500000e+00]]]]> : tensor<1x1x4x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x4x1xf32> to tensor<?x?x4x?xf32>
    %cst_0 = arith.constant dense<6.500000e+00> : tensor<1x1x1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
    %cst_2 = arith.constant 7.3087759 : f32
    %0 = call @smith_harness_0(%cast, %cast_1, %cst_2) : (tensor<?x?x4x?xf32>, tensor<?x?x?xf32>, f32) -> tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_3 : tensor<?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %0, %c1_4 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_6 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_6 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_8 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
