// Piece 0 of Dialect/Async/async-parallel-for-num-worker-threads.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["num_worker_threads"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Async/async-parallel-for-num-worker-threads.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8588446635553435586, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @num_worker_threads(%arg0: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg1) = (%c0) to (%c100) step (%c1) {
      %cst = arith.constant 1.000000e+00 : f32
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
      %0 = arith.remui %arg1, %dim : index
      memref.store %cst, %arg0[%0] : memref<?xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0() -> memref<?xf32> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.425000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @num_worker_threads(%alloc) : (memref<?xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_2 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
