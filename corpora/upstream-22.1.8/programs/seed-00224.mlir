// Piece 0 of Conversion/SCFToGPU/parallel_loop.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_loop_bidy_bidx"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToGPU/parallel_loop.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6585488303627529158, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_loop_bidy_bidx(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<?x?xf32>, %arg6: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    scf.parallel (%arg7, %arg8) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c2) {
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg5, %c0 : memref<?x?xf32>
      %0 = arith.remui %arg7, %dim : index
      %c1 = arith.constant 1 : index
      %dim_0 = memref.dim %arg5, %c1 : memref<?x?xf32>
      %1 = arith.remui %arg8, %dim_0 : index
      %2 = memref.load %arg5[%0, %1] : memref<?x?xf32>
      %c0_1 = arith.constant 0 : index
      %dim_2 = memref.dim %arg6, %c0_1 : memref<?x?xf32>
      %3 = arith.remui %arg8, %dim_2 : index
      %c1_3 = arith.constant 1 : index
      %dim_4 = memref.dim %arg6, %c1_3 : memref<?x?xf32>
      %4 = arith.remui %arg7, %dim_4 : index
      memref.store %2, %arg6[%3, %4] : memref<?x?xf32>
      scf.reduce 
    } {mapping = [#gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (memref<?x?xf32>, memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 689.622864 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1, %c2_1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %cst_4 = arith.constant -389.348083 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?xf32>)
    call @parallel_loop_bidy_bidx(%arg0, %arg1, %arg2, %arg3, %arg4, %alloc, %alloc_2) : (index, index, index, index, index, memref<?x?xf32>, memref<?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?xf32>, memref<?x?xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c2, %c2_0, %c2_1, %c3, %c0) : (index, index, index, index, index) -> (memref<?x?xf32>, memref<?x?xf32>)
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_3 : memref<?x?xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = memref.dim %0#0, %c1_4 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0_2 to %dim_5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_15 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_15 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %0#1, %c0_8 : memref<?x?xf32>
    %c1_10 = arith.constant 1 : index
    %dim_11 = memref.dim %0#1, %c1_10 : memref<?x?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_6 to %dim_9 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %7 = scf.for %arg2 = %c0_6 to %dim_11 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_15 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_15 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_14 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
