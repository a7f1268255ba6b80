// Piece 2 of Dialect/MemRef/emulate-wide-int.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["alloc_load_store_i64"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/emulate-wide-int.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1113603798176709926, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @alloc_load_store_i64() {
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %alloc = memref.alloc() : memref<4xi64, 1>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<4xi64, 1>)
    %c4 = arith.constant 4 : index
    %0 = memref.load %alloc[%c0] : memref<4xi64, 1>
    %c4_0 = arith.constant 4 : index
    memref.store %c1_i64, %alloc[%c0] : memref<4xi64, 1>
    return
  }
  func.func @smith_harness_0() {
    call @alloc_load_store_i64() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
