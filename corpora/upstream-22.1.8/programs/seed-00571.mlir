// Piece 1 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-loops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["swapping_loop_with_realloc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-loops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4807977890124511041, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @swapping_loop_with_realloc(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: index, %arg5: index) -> (memref<?xf32>, memref<?xf32>) {
    %alloc = memref.alloc(%arg4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %alloc_0 = memref.alloc(%arg4) : memref<?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?xf32>)
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1:2 = scf.for %arg6 = %arg0 to %arg1 step %0 iter_args(%arg7 = %alloc, %arg8 = %alloc_0) -> (memref<?xf32>, memref<?xf32>) {
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg7, %c0 : memref<?xf32>
      %2 = memref.realloc %arg7(%arg5) : memref<?xf32> to memref<?xf32>
      %cst_2 = arith.constant 0.000000e+00 : f32
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %2, %c0_3 : memref<?xf32>
      %3 = arith.minui %dim, %dim_4 : index
      %4 = arith.subi %dim_4, %3 : index
      %subview = memref.subview %2[%3] [%4] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
      linalg.fill ins(%cst_2 : f32) outs(%subview : memref<?xf32, strided<[1], offset: ?>>)
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg8, %c0_5 : memref<?xf32>
      %5 = memref.realloc %arg8(%arg5) : memref<?xf32> to memref<?xf32>
      %cst_7 = arith.constant 0.000000e+00 : f32
      %c0_8 = arith.constant 0 : index
      %dim_9 = memref.dim %5, %c0_8 : memref<?xf32>
      %6 = arith.minui %dim_6, %dim_9 : index
      %7 = arith.subi %dim_9, %6 : index
      %subview_10 = memref.subview %5[%6] [%7] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
      linalg.fill ins(%cst_7 : f32) outs(%subview_10 : memref<?xf32, strided<[1], offset: ?>>)
      scf.yield %5, %2 : memref<?xf32>, memref<?xf32>
    }
    return %1#0, %1#1 : memref<?xf32>, memref<?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: index, %arg5: index) -> (memref<?xf32>, memref<?xf32>) {
    %0:2 = call @swapping_loop_with_realloc(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (index, index, index, i1, index, index) -> (memref<?xf32>, memref<?xf32>)
    return %0#0, %0#1 : memref<?xf32>, memref<?xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %false = arith.constant false
    %c2_0 = arith.constant 2 : index
    %c3_1 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%c3, %c1, %c2, %false, %c2_0, %c3_1) : (index, index, index, i1, index, index) -> (memref<?xf32>, memref<?xf32>)
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_3 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_11 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = memref.dim %0#1, %c0_6 : memref<?xf32>
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_11 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_10 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
