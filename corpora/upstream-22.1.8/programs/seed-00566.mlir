// Piece 3 of Dialect/Async/async-parallel-for-compute-fn.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sink_constant_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Async/async-parallel-for-compute-fn.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 705807821889041292, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sink_constant_step(%arg0: memref<?x10xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    scf.parallel (%arg3, %arg4) = (%arg1, %c0) to (%arg2, %c10) step (%c1, %c1) {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?x10xf32>
      %0 = arith.remui %arg3, %dim : index
      %c10_1 = arith.constant 10 : index
      %1 = arith.remui %arg4, %c10_1 : index
      memref.store %cst, %arg0[%0, %1] : memref<?x10xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?x10xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x10xf32>)
    %cst_0 = arith.constant -7.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x10xf32>)
    call @sink_constant_step(%alloc, %arg0, %arg1) : (memref<?x10xf32>, index, index) -> ()
    return %alloc : memref<?x10xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c0, %c0_0) : (index, index) -> memref<?x10xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_2 : memref<?x10xf32>
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<?x10xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_4 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
