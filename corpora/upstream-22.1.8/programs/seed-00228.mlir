// Piece 0 of Conversion/SCFToGPU/step_positive.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["step_var"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToGPU/step_positive.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1235355789893170714, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @step_var(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    affine.for %arg2 = 5 to 15 step 4 {
      affine.for %arg3 = 3 to 19 step 7 {
        %c0 = arith.constant 0 : index
        %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
        %0 = arith.remui %arg2, %dim : index
        %c1 = arith.constant 1 : index
        %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
        %1 = arith.remui %arg3, %dim_0 : index
        %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
        %c0_1 = arith.constant 0 : index
        %dim_2 = memref.dim %arg1, %c0_1 : memref<?x?xf32>
        %3 = arith.remui %arg2, %dim_2 : index
        %c1_3 = arith.constant 1 : index
        %dim_4 = memref.dim %arg1, %c1_3 : memref<?x?xf32>
        %4 = arith.remui %arg3, %dim_4 : index
        memref.store %2, %arg1[%3, %4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?xf32>, memref<?x?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 0.0588400029 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %c4_1 = arith.constant 4 : index
    %alloc_2 = memref.alloc(%c4_1, %c4_1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %cst_4 = arith.constant -1.500000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?xf32>)
    call @step_var(%alloc, %alloc_2) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?xf32>, memref<?x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?xf32>, memref<?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_12 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %0#1, %c0_5 : memref<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = memref.dim %0#1, %c1_7 : memref<?x?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_12 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
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
