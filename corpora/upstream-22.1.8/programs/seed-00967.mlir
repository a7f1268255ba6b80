// Piece 1 of Dialect/SCF/parallel-loop-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_unroll_factors_dont_divide_evenly"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/parallel-loop-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3134940188007457383, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_unroll_factors_dont_divide_evenly(%arg0: memref<1x16x12xf32>, %arg1: memref<1x16x12xf32>) {
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%c1, %c16, %c12) step (%c1, %c1, %c1) {
      %c1_0 = arith.constant 1 : index
      %0 = arith.remui %arg2, %c1_0 : index
      %c16_1 = arith.constant 16 : index
      %1 = arith.remui %arg3, %c16_1 : index
      %c12_2 = arith.constant 12 : index
      %2 = arith.remui %arg4, %c12_2 : index
      %3 = memref.load %arg0[%0, %1, %2] : memref<1x16x12xf32>
      %c1_3 = arith.constant 1 : index
      %4 = arith.remui %arg2, %c1_3 : index
      %c16_4 = arith.constant 16 : index
      %5 = arith.remui %arg3, %c16_4 : index
      %c12_5 = arith.constant 12 : index
      %6 = arith.remui %arg4, %c12_5 : index
      memref.store %3, %arg1[%4, %5, %6] : memref<1x16x12xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0() -> (memref<1x16x12xf32>, memref<1x16x12xf32>) {
    %alloc = memref.alloc() : memref<1x16x12xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x16x12xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x16x12xf32>)
    %alloc_1 = memref.alloc() : memref<1x16x12xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<1x16x12xf32>)
    %cst_3 = arith.constant -1.575000e+01 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<1x16x12xf32>)
    call @negative_unroll_factors_dont_divide_evenly(%alloc, %alloc_1) : (memref<1x16x12xf32>, memref<1x16x12xf32>) -> ()
    return %alloc, %alloc_1 : memref<1x16x12xf32>, memref<1x16x12xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<1x16x12xf32>, memref<1x16x12xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c12 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<1x16x12xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_9 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c16_4 = arith.constant 16 : index
    %c12_5 = arith.constant 12 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c1_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %c16_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_1 to %c12_5 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<1x16x12xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_9 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
