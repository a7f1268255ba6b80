// Piece 0 of Dialect/Linalg/fusion-elementwise.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["drop_unused_producer_result"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7644975533284224539, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @drop_unused_producer_result(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %0 = arith.cmpi eq, %dim_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_4, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %3 = scf.if %2 -> (tensor<?x?xf32>) {
      scf.yield %arg0 : tensor<?x?xf32>
    } else {
      %18 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %19 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg0, %c0_5 : tensor<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %arg0, %c1_7 : tensor<?x?xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?x?xf32>
    %4 = arith.cmpi eq, %dim_10, %dim_6 : index
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?xf32>
    %5 = arith.cmpi eq, %dim_12, %dim_8 : index
    %6 = arith.andi %4, %5 : i1
    %7 = scf.if %6 -> (tensor<?x?xf32>) {
      scf.yield %arg0 : tensor<?x?xf32>
    } else {
      %18 = tensor.empty(%dim_6, %dim_8) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %19 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %8:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%3, %7 : tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32, %out_29: f32):
      %18 = arith.addf %in, %in : f32
      %19 = arith.mulf %in, %in : f32
      linalg.yield %18, %19 : f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>)
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %8#0, %c0_13 : tensor<?x?xf32>
    %c1_15 = arith.constant 1 : index
    %dim_16 = tensor.dim %8#0, %c1_15 : tensor<?x?xf32>
    %c0_17 = arith.constant 0 : index
    %dim_18 = tensor.dim %arg1, %c0_17 : tensor<?x?xf32>
    %9 = arith.cmpi eq, %dim_18, %dim_14 : index
    %c1_19 = arith.constant 1 : index
    %dim_20 = tensor.dim %arg1, %c1_19 : tensor<?x?xf32>
    %10 = arith.cmpi eq, %dim_20, %dim_16 : index
    %11 = arith.andi %9, %10 : i1
    %12 = scf.if %11 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %18 = tensor.empty(%dim_14, %dim_16) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %19 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_21 = arith.constant 0 : index
    %dim_22 = tensor.dim %8#0, %c0_21 : tensor<?x?xf32>
    %c1_23 = arith.constant 1 : index
    %dim_24 = tensor.dim %8#0, %c1_23 : tensor<?x?xf32>
    %c0_25 = arith.constant 0 : index
    %dim_26 = tensor.dim %arg0, %c0_25 : tensor<?x?xf32>
    %13 = arith.cmpi eq, %dim_26, %dim_22 : index
    %c1_27 = arith.constant 1 : index
    %dim_28 = tensor.dim %arg0, %c1_27 : tensor<?x?xf32>
    %14 = arith.cmpi eq, %dim_28, %dim_24 : index
    %15 = arith.andi %13, %14 : i1
    %16 = scf.if %15 -> (tensor<?x?xf32>) {
      scf.yield %arg0 : tensor<?x?xf32>
    } else {
      %18 = tensor.empty(%dim_22, %dim_24) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %19 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8#0, %12 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%16 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %18 = arith.subf %in, %in_29 : f32
      linalg.yield %18 : f32
    } -> tensor<?x?xf32>
    return %17 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @drop_unused_producer_result(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-7678.71484> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<1.050000e+01> : tensor<1x1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
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
