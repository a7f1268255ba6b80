// Piece 4 of Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fuse_by_collapsing_dynamic_2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3643643133350633114, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @fuse_by_collapsing_dynamic_2(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
    %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
    %0 = tensor.empty(%arg2, %arg1) : tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %expanded, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %expanded, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %0, %c0_1 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %dim_4, %dim_0 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %6 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %7 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<?x?xf32>) outs(%4 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.negf %in : f32
      linalg.yield %6 : f32
    } -> tensor<?x?xf32>
    return %5 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
    %0 = call @fuse_by_collapsing_dynamic_2(%arg0, %arg1, %arg2) : (tensor<?xf32>, index, index) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c1, %c3) : (tensor<?xf32>, index, index) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %0, %c1_2 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_3 step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_5 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
