// Piece 4 of Transforms/promote-buffers-to-stack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dynamicNoRank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/promote-buffers-to-stack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 6078048801186783648, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dynamicNoRank(%arg0: index) {
    %alloc = memref.alloc(%arg0) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @dynamicNoRank(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c1) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
