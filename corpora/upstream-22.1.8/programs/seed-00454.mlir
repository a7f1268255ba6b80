// Piece 13 of Dialect/Affine/loop-coalescing.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inner_loop_has_iter_args"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-coalescing.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 2209144275414073674, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @inner_loop_has_iter_args(%arg0: memref<?xi64>) {
    %c17 = arith.constant 17 : index
    affine.for %arg1 = 0 to 79 {
      %0 = affine.for %arg2 = 0 to 64 iter_args(%arg3 = %arg0) -> (memref<?xi64>) {
        %1 = arith.remui %arg2, %c17 : index
        %2 = arith.index_cast %arg2 : index to i64
        %c0 = arith.constant 0 : index
        %dim = memref.dim %arg3, %c0 : memref<?xi64>
        %3 = arith.remui %1, %dim : index
        memref.store %2, %arg3[%3] : memref<?xi64>
        affine.yield %arg3 : memref<?xi64>
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<?xi64> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xi64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<?xi64>)
    %c-1_i64 = arith.constant -1 : i64
    linalg.fill ins(%c-1_i64 : i64) outs(%alloc : memref<?xi64>)
    call @inner_loop_has_iter_args(%alloc) : (memref<?xi64>) -> ()
    return %alloc : memref<?xi64>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?xi64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xi64>
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_2 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
