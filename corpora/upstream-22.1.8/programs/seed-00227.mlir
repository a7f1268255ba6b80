// Piece 0 of Conversion/SCFToGPU/step_one.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["step_1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToGPU/step_one.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 799511956584765125, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @step_1(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>) {
    affine.for %arg2 = 0 to 42 {
      affine.for %arg3 = 0 to 10 {
        affine.for %arg4 = 2 to 16 {
          affine.for %arg5 = 5 to 17 {
            %c0 = arith.constant 0 : index
            %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
            %0 = arith.remui %arg2, %dim : index
            %c1 = arith.constant 1 : index
            %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
            %1 = arith.remui %arg3, %dim_0 : index
            %c2 = arith.constant 2 : index
            %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?xf32>
            %2 = arith.remui %arg4, %dim_1 : index
            %c3 = arith.constant 3 : index
            %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
            %3 = arith.remui %arg5, %dim_2 : index
            %4 = memref.load %arg0[%0, %1, %2, %3] : memref<?x?x?x?xf32>
            %c0_3 = arith.constant 0 : index
            %dim_4 = memref.dim %arg1, %c0_3 : memref<?x?x?x?xf32>
            %5 = arith.remui %arg2, %dim_4 : index
            %c1_5 = arith.constant 1 : index
            %dim_6 = memref.dim %arg1, %c1_5 : memref<?x?x?x?xf32>
            %6 = arith.remui %arg3, %dim_6 : index
            %c2_7 = arith.constant 2 : index
            %dim_8 = memref.dim %arg1, %c2_7 : memref<?x?x?x?xf32>
            %7 = arith.remui %arg4, %dim_8 : index
            %c3_9 = arith.constant 3 : index
            %dim_10 = memref.dim %arg1, %c3_9 : memref<?x?x?x?xf32>
            %8 = arith.remui %arg5, %dim_10 : index
            memref.store %4, %arg1[%5, %6, %7, %8] : memref<?x?x?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2, %c2, %c2) : memref<?x?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?x?xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?x?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1, %c2_1, %c2_1, %c2_1) : memref<?x?x?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?x?x?xf32>)
    %cst_4 = arith.constant 4.75642538 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?x?x?xf32>)
    call @step_1(%alloc, %alloc_2) : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0#0, %c2 : memref<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_4 = memref.dim %0#0, %c3 : memref<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %dim_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<?x?x?x?xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_18 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_18 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = memref.dim %0#1, %c0_7 : memref<?x?x?x?xf32>
    %c1_9 = arith.constant 1 : index
    %dim_10 = memref.dim %0#1, %c1_9 : memref<?x?x?x?xf32>
    %c2_11 = arith.constant 2 : index
    %dim_12 = memref.dim %0#1, %c2_11 : memref<?x?x?x?xf32>
    %c3_13 = arith.constant 3 : index
    %dim_14 = memref.dim %0#1, %c3_13 : memref<?x?x?x?xf32>
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_15) -> (i64) {
      %7 = scf.for %arg2 = %c0_5 to %dim_10 step %c1_6 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_5 to %dim_12 step %c1_6 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_5 to %dim_14 step %c1_6 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<?x?x?x?xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_18 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_18 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_16, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_17 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
