// Piece 0 of Integration/Dialect/Async/CPU/microbench-scf-async-parallel-for.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_parallel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Async/CPU/microbench-scf-async-parallel-for.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1973535069216346703, "skipped": {"entry": "calls declared", "printMemrefF32": "declaration", "rtclock": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @scf_parallel(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
      %c0_1 = arith.constant 0 : index
      %dim_2 = memref.dim %arg0, %c0_1 : memref<?x?xf32>
      %0 = arith.remui %arg3, %dim_2 : index
      %c1_3 = arith.constant 1 : index
      %dim_4 = memref.dim %arg0, %c1_3 : memref<?x?xf32>
      %1 = arith.remui %arg4, %dim_4 : index
      %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg0, %c0_5 : memref<?x?xf32>
      %3 = arith.remui %arg3, %dim_6 : index
      %c1_7 = arith.constant 1 : index
      %dim_8 = memref.dim %arg0, %c1_7 : memref<?x?xf32>
      %4 = arith.remui %arg4, %dim_8 : index
      %5 = memref.load %arg0[%3, %4] : memref<?x?xf32>
      %6 = arith.addf %2, %5 : f32
      %c0_9 = arith.constant 0 : index
      %dim_10 = memref.dim %arg2, %c0_9 : memref<?x?xf32>
      %7 = arith.remui %arg3, %dim_10 : index
      %c1_11 = arith.constant 1 : index
      %dim_12 = memref.dim %arg2, %c1_11 : memref<?x?xf32>
      %8 = arith.remui %arg4, %dim_12 : index
      memref.store %6, %arg2[%7, %8] : memref<?x?xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 4.750000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1, %c2_1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %cst_4 = arith.constant -601.468079 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %c2_5 = arith.constant 2 : index
    %alloc_6 = memref.alloc(%c2_5, %c2_5) : memref<?x?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<?x?xf32>)
    %cst_8 = arith.constant -2.4758419E-4 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_6 : memref<?x?xf32>)
    call @scf_parallel(%alloc, %alloc_2, %alloc_6) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    return %alloc, %alloc_2, %alloc_6 : memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_20 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_20 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %0#1, %c0_5 : memref<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = memref.dim %0#1, %c1_7 : memref<?x?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %10 = scf.for %arg2 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_20 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_20 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c0_10 = arith.constant 0 : index
    %c1_11 = arith.constant 1 : index
    %c0_12 = arith.constant 0 : index
    %dim_13 = memref.dim %0#2, %c0_12 : memref<?x?xf32>
    %c1_14 = arith.constant 1 : index
    %dim_15 = memref.dim %0#2, %c1_14 : memref<?x?xf32>
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_10 to %dim_13 step %c1_11 iter_args(%arg1 = %c-3750763034362895579_i64_16) -> (i64) {
      %10 = scf.for %arg2 = %c0_10 to %dim_15 step %c1_11 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<?x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_20 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_20 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_17 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_17, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_18 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_19 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
