// Piece 25 of Dialect/Linalg/drop-unit-extent-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_unit_dim_memref_reshape_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/drop-unit-extent-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 25, "release": "22.1.8"}, "seed": 4580918494946349934, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @fold_unit_dim_memref_reshape_op(%arg0: memref<5xf32>) -> memref<2x5xf32> {
    %alloc = memref.alloc() : memref<1x2x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x2x5xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<5xf32>) outs(%alloc : memref<1x2x5xf32>) attrs =  {i64} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x2x5xf32> into memref<2x5xf32>
    return %collapse_shape : memref<2x5xf32>
  }
  func.func @smith_harness_0() -> (memref<2x5xf32>, memref<5xf32>) {
    %alloc = memref.alloc() : memref<5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5xf32>)
    %cst_0 = arith.constant -3.41485691E-4 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<5xf32>)
    %0 = call @fold_unit_dim_memref_reshape_op(%alloc) : (memref<5xf32>) -> memref<2x5xf32>
    return %0, %alloc : memref<2x5xf32>, memref<5xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<2x5xf32>, memref<5xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<2x5xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_6 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c5_2 = arith.constant 5 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c5_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<5xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_6 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
