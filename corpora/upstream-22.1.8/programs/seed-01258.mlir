// Piece 0 of Dialect/Vector/vector-emulate-narrow-type-unaligned-non-atomic.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_store_i2_const_index_two_partial_stores"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type-unaligned-non-atomic.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2866327494065219920, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_store_i2_const_index_two_partial_stores(%arg0: vector<3xi2>) {
    %alloc = memref.alloc() : memref<3x3xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<3x3xi2>)
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    vector.store %arg0, %alloc[%c2, %c0] : memref<3x3xi2>, vector<3xi2>
    return
  }
  func.func @smith_harness_0(%arg0: vector<3xi2>) {
    call @vector_store_i2_const_index_two_partial_stores(%arg0) : (vector<3xi2>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[0, -1, 0]> : vector<3xi2>
    call @smith_harness_0(%cst) : (vector<3xi2>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
