// Piece 29 of Transforms/loop-invariant-code-motion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["speculate_memref_dim_known_rank_known_dim_inbounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/loop-invariant-code-motion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 29, "release": "22.1.8"}, "seed": 2183523635101680882, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @speculate_memref_dim_known_rank_known_dim_inbounds() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c22 = arith.constant 22 : index
    %alloc = memref.alloc(%c22) : memref<?xi1>
    %false = arith.constant false
    linalg.fill ins(%false : i1) outs(%alloc : memref<?xi1>)
    scf.for %arg0 = %c0 to %c22 step %c1 {
      %dim = memref.dim %alloc, %c0 : memref<?xi1>
    }
    return
  }
  func.func @smith_harness_0() {
    call @speculate_memref_dim_known_rank_known_dim_inbounds() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
