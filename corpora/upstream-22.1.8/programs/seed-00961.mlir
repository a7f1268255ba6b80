// Piece 16 of Dialect/SCF/parallel-loop-fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fuse_same_indices_by_affine_apply"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/parallel-loop-fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 8510415958861176928, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @fuse_same_indices_by_affine_apply(%arg0: memref<2x2xf32>, %arg1: memref<2x2xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<2x3xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x3xf32>)
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
      %c2_0 = arith.constant 2 : index
      %0 = arith.remui %arg2, %c2_0 : index
      %c2_1 = arith.constant 2 : index
      %1 = arith.remui %arg3, %c2_1 : index
      %2 = memref.load %arg1[%0, %1] : memref<2x2xf32>
      %3 = affine.apply #map(%arg2, %arg3)
      %c2_2 = arith.constant 2 : index
      %4 = arith.remui %arg2, %c2_2 : index
      %c3 = arith.constant 3 : index
      %5 = arith.remui %3, %c3 : index
      memref.store %2, %alloc[%4, %5] : memref<2x3xf32>
      scf.reduce 
    }
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
      %0 = affine.apply #map(%arg2, %arg3)
      %c2_0 = arith.constant 2 : index
      %1 = arith.remui %arg2, %c2_0 : index
      %c3 = arith.constant 3 : index
      %2 = arith.remui %0, %c3 : index
      %3 = memref.load %alloc[%1, %2] : memref<2x3xf32>
      %c2_1 = arith.constant 2 : index
      %4 = arith.remui %arg2, %c2_1 : index
      %c2_2 = arith.constant 2 : index
      %5 = arith.remui %arg3, %c2_2 : index
      %6 = memref.load %arg0[%4, %5] : memref<2x2xf32>
      %7 = arith.mulf %3, %6 : f32
      %c2_3 = arith.constant 2 : index
      %8 = arith.remui %arg2, %c2_3 : index
      %c2_4 = arith.constant 2 : index
      %9 = arith.remui %arg3, %c2_4 : index
      memref.store %7, %arg1[%8, %9] : memref<2x2xf32>
      scf.reduce 
    }
    memref.dealloc %alloc : memref<2x3xf32>
    return
  }
  func.func @smith_harness_0() -> (memref<2x2xf32>, memref<2x2xf32>) {
    %alloc = memref.alloc() : memref<2x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2xf32>)
    %cst_0 = arith.constant 3.32791533E-4 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x2xf32>)
    %alloc_1 = memref.alloc() : memref<2x2xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<2x2xf32>)
    %cst_3 = arith.constant 0.00157821458 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<2x2xf32>)
    call @fuse_same_indices_by_affine_apply(%alloc, %alloc_1) : (memref<2x2xf32>, memref<2x2xf32>) -> ()
    return %alloc, %alloc_1 : memref<2x2xf32>, memref<2x2xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<2x2xf32>, memref<2x2xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c2_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<2x2xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c2_3 = arith.constant 2 : index
    %c2_4 = arith.constant 2 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c2_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %c2_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<2x2xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
