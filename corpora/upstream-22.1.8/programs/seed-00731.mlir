// Piece 2 of Dialect/Linalg/loops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["lower_to_loops_with_rank_reducing_subviews"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/loops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6207567036096115545, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @lower_to_loops_with_rank_reducing_subviews(%arg0: memref<?xi32>, %arg1: memref<?x?xi32>, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg3, %1 : index
    %c0_1 = arith.constant 0 : index
    %dim_2 = memref.dim %arg0, %c0_1 : memref<?xi32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %arg2, %6 : index
    %subview = memref.subview %arg0[%7] [%2] [1] : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %arg1, %c1_6 : memref<?x?xi32>
    %c1_8 = arith.constant 1 : index
    %c1_9 = arith.constant 1 : index
    %8 = arith.maxsi %c1_8, %c1_9 : index
    %9 = arith.ceildivui %dim_7, %8 : index
    %10 = arith.minui %arg3, %9 : index
    %c1_10 = arith.constant 1 : index
    %dim_11 = memref.dim %arg1, %c1_10 : memref<?x?xi32>
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %11 = arith.subi %10, %c1_13 : index
    %12 = arith.muli %11, %c1_12 : index
    %13 = arith.subi %dim_11, %12 : index
    %c1_14 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_14 : index
    %15 = arith.remui %arg4, %14 : index
    %subview_15 = memref.subview %arg1[0, %15] [1, %10] [1, 1] : memref<?x?xi32> to memref<?xi32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%subview : memref<?xi32, strided<[1], offset: ?>>) outs(%subview_15 : memref<?xi32, strided<[1], offset: ?>>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (memref<?xi32>, memref<?x?xi32>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<?xi32>)
    %c-14_i32 = arith.constant -14 : i32
    linalg.fill ins(%c-14_i32 : i32) outs(%alloc : memref<?xi32>)
    %c1_0 = arith.constant 1 : index
    %alloc_1 = memref.alloc(%c1_0, %c1_0) : memref<?x?xi32>
    %c0_i32_2 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_2 : i32) outs(%alloc_1 : memref<?x?xi32>)
    %c-1226537175_i32 = arith.constant -1226537175 : i32
    linalg.fill ins(%c-1226537175_i32 : i32) outs(%alloc_1 : memref<?x?xi32>)
    call @lower_to_loops_with_rank_reducing_subviews(%alloc, %alloc_1, %arg0, %arg1, %arg2) : (memref<?xi32>, memref<?x?xi32>, index, index, index) -> ()
    return %alloc, %alloc_1 : memref<?xi32>, memref<?x?xi32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c3, %c3_0, %c1) : (index, index, index) -> (memref<?xi32>, memref<?x?xi32>)
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_2 : memref<?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xi32>
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_12 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %0#1, %c0_5 : memref<?x?xi32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = memref.dim %0#1, %c1_7 : memref<?x?xi32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<?x?xi32>
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_12 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_11 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
