// Piece 7 of Dialect/Affine/loop-tiling-parametric.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tile_using_symbolic_loop_upper_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling-parametric.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 8825703420503782916, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tile_using_symbolic_loop_upper_bounds(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: memref<?x?xf32>, %arg4: memref<?x?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg2, %c0 : memref<?x?xf32>
    affine.for %arg5 = 0 to %dim {
      affine.for %arg6 = 0 to %dim {
        affine.store %cst, %arg4[%arg5, %arg6] : memref<?x?xf32>
        affine.for %arg7 = 0 to %dim {
          %0 = affine.load %arg2[%arg5, %arg7] : memref<?x?xf32>
          %1 = affine.load %arg3[%arg7, %arg6] : memref<?x?xf32>
          %2 = arith.mulf %0, %1 : f32
          %3 = affine.load %arg4[%arg5, %arg6] : memref<?x?xf32>
          %4 = arith.addf %3, %2 : f32
          affine.store %4, %arg4[%arg5, %arg6] : memref<?x?xf32>
        }
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1, %c1) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 0x7F800000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %c1_1 = arith.constant 1 : index
    %alloc_2 = memref.alloc(%c1_1, %c1_1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %cst_4 = arith.constant -1.000000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %c1_5 = arith.constant 1 : index
    %alloc_6 = memref.alloc(%c1_5, %c1_5) : memref<?x?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<?x?xf32>)
    %cst_8 = arith.constant 0.788274288 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_6 : memref<?x?xf32>)
    call @tile_using_symbolic_loop_upper_bounds(%arg0, %arg1, %alloc, %alloc_2, %alloc_6) : (index, index, memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    return %alloc, %alloc_2, %alloc_6 : memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0:3 = call @smith_harness_0(%c1, %c0) : (index, index) -> (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>)
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_2 : memref<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = memref.dim %0#0, %c1_3 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %dim_4 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_22 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_22 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = memref.dim %0#1, %c0_7 : memref<?x?xf32>
    %c1_9 = arith.constant 1 : index
    %dim_10 = memref.dim %0#1, %c1_9 : memref<?x?xf32>
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %10 = scf.for %arg2 = %c0_5 to %dim_10 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_22 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_22 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_12 = arith.constant 0 : index
    %c1_13 = arith.constant 1 : index
    %c0_14 = arith.constant 0 : index
    %dim_15 = memref.dim %0#2, %c0_14 : memref<?x?xf32>
    %c1_16 = arith.constant 1 : index
    %dim_17 = memref.dim %0#2, %c1_16 : memref<?x?xf32>
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_12 to %dim_15 step %c1_13 iter_args(%arg1 = %c-3750763034362895579_i64_18) -> (i64) {
      %10 = scf.for %arg2 = %c0_12 to %dim_17 step %c1_13 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_22 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_22 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_19 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_19, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_20 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_21 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
