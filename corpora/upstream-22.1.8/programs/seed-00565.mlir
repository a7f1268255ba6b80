// Piece 1 of Dialect/Async/async-parallel-for-compute-fn.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sink_constant_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Async/async-parallel-for-compute-fn.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7106593057741096878, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sink_constant_step(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %c123 = arith.constant 123 : index
    scf.parallel (%arg3) = (%arg1) to (%arg2) step (%c123) {
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32>
      %0 = arith.remui %arg3, %dim : index
      memref.store %cst, %arg0[%0] : memref<?xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 3.750000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @sink_constant_step(%alloc, %arg0, %arg1) : (memref<?xf32>, index, index) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2, %c2_0) : (index, index) -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_3 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
