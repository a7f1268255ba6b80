// Piece 0 of Dialect/MemRef/emulate-narrow-type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/emulate-narrow-type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3536382423673922541, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_i8() -> i8 {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<4xi8, 1>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<4xi8, 1>)
    %c4 = arith.constant 4 : index
    %0 = memref.load %alloc[%c3] : memref<4xi8, 1>
    memref.dealloc %alloc : memref<4xi8, 1>
    return %0 : i8
  }
  func.func @smith_harness_0() -> i8 {
    %0 = call @memref_i8() : () -> i8
    return %0 : i8
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i8
    %1 = arith.extsi %0 : i8 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
