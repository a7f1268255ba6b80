// Piece 1 of Dialect/Linalg/decompose-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_op_permuted_outputs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1004403052906277314, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @simple_op_permuted_outputs(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%dim_0, %dim) : tensor<?x?xf32>
    %1 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %2:3 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%0, %1, %1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32, %out_3: f32, %out_4: f32):
      %3 = arith.addf %in, %in_1 : f32
      %4 = arith.mulf %3, %in_2 : f32
      linalg.yield %3, %4, %3 : f32, f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
    return %2#0, %2#1, %2#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
    %0:3 = call @simple_op_permuted_outputs(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
    return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-0.00904499833, 9.64106293E-4, 1.000000e+00], [7077.66552, 0.11072623, 0x7F800000], [-4.26866674, -3.750000e+00, -8.42324051E-4]]> : tensor<3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[-5.250000e+00, 0.000000e+00, 5.750000e+00]> : tensor<3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3xf32> to tensor<?xf32>
    %cst_2 = arith.constant dense<[5.000000e+00, 1.525000e+01, -6.250000e+00]> : tensor<3xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<3xf32> to tensor<?xf32>
    %0:3 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_4 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0#0, %c1_5 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#0[%arg0, %arg2] : tensor<?x?xf32>
        %11 = arith.bitcast %extracted : f32 to i32
        %12 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %13 = arith.select %12, %c2143289344_i32, %11 : i32
        %14 = arith.extsi %13 : i32 to i64
        %c1000003_i64_24 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_24 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %0#1, %c0_9 : tensor<?x?xf32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %0#1, %c1_11 : tensor<?x?xf32>
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_7 to %dim_10 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_13) -> (i64) {
      %10 = scf.for %arg2 = %c0_7 to %dim_12 step %c1_8 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<?x?xf32>
        %11 = arith.bitcast %extracted : f32 to i32
        %12 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %13 = arith.select %12, %c2143289344_i32, %11 : i32
        %14 = arith.extsi %13 : i32 to i64
        %c1000003_i64_24 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_24 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c0_14 = arith.constant 0 : index
    %c1_15 = arith.constant 1 : index
    %c0_16 = arith.constant 0 : index
    %dim_17 = tensor.dim %0#2, %c0_16 : tensor<?x?xf32>
    %c1_18 = arith.constant 1 : index
    %dim_19 = tensor.dim %0#2, %c1_18 : tensor<?x?xf32>
    %c-3750763034362895579_i64_20 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_14 to %dim_17 step %c1_15 iter_args(%arg1 = %c-3750763034362895579_i64_20) -> (i64) {
      %10 = scf.for %arg2 = %c0_14 to %dim_19 step %c1_15 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#2[%arg0, %arg2] : tensor<?x?xf32>
        %11 = arith.bitcast %extracted : f32 to i32
        %12 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %13 = arith.select %12, %c2143289344_i32, %11 : i32
        %14 = arith.extsi %13 : i32 to i64
        %c1000003_i64_24 = arith.constant 1000003 : i64
        %15 = arith.muli %arg3, %c1000003_i64_24 : i64
        %16 = arith.addi %15, %14 : i64
        scf.yield %16 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_21 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_21, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_22 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_23 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
