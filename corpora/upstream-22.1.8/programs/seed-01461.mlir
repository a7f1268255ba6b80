// Piece 21 of Transforms/promote-buffers-to-stack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["indexElementType"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/promote-buffers-to-stack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 3493351153085044848, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @indexElementType() {
    %alloc = memref.alloc() : memref<4xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<4xindex>)
    return
  }
  func.func @smith_harness_0() {
    call @indexElementType() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
