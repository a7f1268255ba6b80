// Piece 10 of Dialect/GPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["out_of_bound_memref.dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/GPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 8439963217167923091, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @out_of_bound_memref.dim(%arg0: memref<?xi8>, %arg1: index) -> index {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = arith.remui %c2, %c1 : index
    %dim = memref.dim %arg0, %0 : memref<?xi8>
    return %dim : index
  }
  func.func @smith_harness_0(%arg0: index) -> (index, memref<?xi8>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?xi8>)
    %c-5_i8 = arith.constant -5 : i8
    linalg.fill ins(%c-5_i8 : i8) outs(%alloc : memref<?xi8>)
    %0 = call @out_of_bound_memref.dim(%alloc, %arg0) : (memref<?xi8>, index) -> index
    return %0, %alloc : index, memref<?xi8>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c2) : (index) -> (index, memref<?xi8>)
    %1 = arith.index_cast %0#0 : index to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_0 : memref<?xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xi8>
      %8 = arith.extsi %7 : i8 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_3 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_2 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
