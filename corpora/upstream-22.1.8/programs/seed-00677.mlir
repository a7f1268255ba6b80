// Piece 0 of Dialect/Linalg/decompose-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3267990430495204175, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @simple_op(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%dim_0, %dim) : tensor<?x?xf32>
    %1 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %arg1, %c0_3 : tensor<?xf32>
    %2 = arith.cmpi eq, %dim_4, %dim_2 : index
    %3 = scf.if %2 -> (tensor<?xf32>) {
      scf.yield %arg1 : tensor<?xf32>
    } else {
      %15 = tensor.empty(%dim_2) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %16 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xf32>
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %arg2, %c0_7 : tensor<?xf32>
    %4 = arith.cmpi eq, %dim_8, %dim_6 : index
    %5 = scf.if %4 -> (tensor<?xf32>) {
      scf.yield %arg2 : tensor<?xf32>
    } else {
      %15 = tensor.empty(%dim_6) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %16 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c1_9 = arith.constant 1 : index
    %dim_10 = tensor.dim %arg0, %c1_9 : tensor<?x?xf32>
    %c0_11 = arith.constant 0 : index
    %dim_12 = tensor.dim %arg0, %c0_11 : tensor<?x?xf32>
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %0, %c0_13 : tensor<?x?xf32>
    %6 = arith.cmpi eq, %dim_14, %dim_10 : index
    %c1_15 = arith.constant 1 : index
    %dim_16 = tensor.dim %0, %c1_15 : tensor<?x?xf32>
    %7 = arith.cmpi eq, %dim_16, %dim_12 : index
    %8 = arith.andi %6, %7 : i1
    %9 = scf.if %8 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %15 = tensor.empty(%dim_10, %dim_12) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %16 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_17 = arith.constant 0 : index
    %dim_18 = tensor.dim %arg0, %c0_17 : tensor<?x?xf32>
    %c1_19 = arith.constant 1 : index
    %dim_20 = tensor.dim %arg0, %c1_19 : tensor<?x?xf32>
    %c0_21 = arith.constant 0 : index
    %dim_22 = tensor.dim %1, %c0_21 : tensor<?x?xf32>
    %10 = arith.cmpi eq, %dim_22, %dim_18 : index
    %c1_23 = arith.constant 1 : index
    %dim_24 = tensor.dim %1, %c1_23 : tensor<?x?xf32>
    %11 = arith.cmpi eq, %dim_24, %dim_20 : index
    %12 = arith.andi %10, %11 : i1
    %13 = scf.if %12 -> (tensor<?x?xf32>) {
      scf.yield %1 : tensor<?x?xf32>
    } else {
      %15 = tensor.empty(%dim_18, %dim_20) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %16 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %14:2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3, %5 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%9, %13 : tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_25: f32, %in_26: f32, %out: f32, %out_27: f32):
      %15 = arith.addf %in, %in_25 : f32
      %16 = arith.mulf %15, %in_26 : f32
      linalg.yield %15, %16 : f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>)
    return %14#0, %14#1 : tensor<?x?xf32>, tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
    %0:2 = call @simple_op(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
    return %0#0, %0#1 : tensor<?x?xf32>, tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.0640332326> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<-1.350000e+01> : tensor<1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1xf32> to tensor<?xf32>
    %cst_2 = arith.constant dense<-8.750000e+00> : tensor<1xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<1xf32> to tensor<?xf32>
    %0:2 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_4 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0#0, %c1_5 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#0[%arg0, %arg2] : tensor<?x?xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_16 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_16 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %0#1, %c0_9 : tensor<?x?xf32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %0#1, %c1_11 : tensor<?x?xf32>
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_7 to %dim_10 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_13) -> (i64) {
      %7 = scf.for %arg2 = %c0_7 to %dim_12 step %c1_8 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<?x?xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_16 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_16 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_14, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_15 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
