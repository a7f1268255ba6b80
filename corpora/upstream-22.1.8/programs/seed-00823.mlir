// Piece 12 of Dialect/MemRef/emulate-narrow-type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_store_i4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/emulate-narrow-type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 6138782449069351328, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_store_i4(%arg0: index, %arg1: i4) {
    %alloc = memref.alloc() : memref<5xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<5xi4>)
    %c5 = arith.constant 5 : index
    %0 = arith.remui %arg0, %c5 : index
    memref.store %arg1, %alloc[%0] : memref<5xi4>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i4) {
    call @memref_store_i4(%arg0, %arg1) : (index, i4) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c-5_i4 = arith.constant -5 : i4
    call @smith_harness_0(%c2, %c-5_i4) : (index, i4) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
