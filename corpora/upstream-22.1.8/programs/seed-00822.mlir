// Piece 6 of Dialect/MemRef/emulate-narrow-type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_strided_i4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/emulate-narrow-type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 7610067985313267400, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_strided_i4(%arg0: index) -> i4 {
    %alloc = memref.alloc() : memref<128xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<128xi4>)
    %subview = memref.subview %alloc[32] [32] [1] : memref<128xi4> to memref<32xi4, strided<[1], offset: 32>>
    %c32 = arith.constant 32 : index
    %0 = arith.remui %arg0, %c32 : index
    %1 = memref.load %subview[%0] : memref<32xi4, strided<[1], offset: 32>>
    return %1 : i4
  }
  func.func @smith_harness_0(%arg0: index) -> i4 {
    %0 = call @memref_strided_i4(%arg0) : (index) -> i4
    return %0 : i4
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> i4
    %1 = arith.extsi %0 : i4 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
