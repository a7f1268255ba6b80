// Piece 2 of Dialect/Vector/vector-emulate-narrow-type-unaligned-non-atomic.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_store_i2_const_index_one_partial_store"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type-unaligned-non-atomic.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3918724013649094330, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_store_i2_const_index_one_partial_store(%arg0: vector<1xi2>) {
    %alloc = memref.alloc() : memref<4x1xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<4x1xi2>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    vector.store %arg0, %alloc[%c1, %c0] : memref<4x1xi2>, vector<1xi2>
    return
  }
  func.func @smith_harness_0(%arg0: vector<1xi2>) {
    call @vector_store_i2_const_index_one_partial_store(%arg0) : (vector<1xi2>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<-2> : vector<1xi2>
    call @smith_harness_0(%cst) : (vector<1xi2>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
