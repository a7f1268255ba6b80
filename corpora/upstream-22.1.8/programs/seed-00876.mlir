// Piece 3 of Dialect/MemRef/mem2reg-statistics.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["recursive"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/mem2reg-statistics.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 7790270893244581754, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @recursive(%arg0: i64) -> i64 {
    %alloca = memref.alloca() : memref<memref<memref<i64>>>
    %alloca_0 = memref.alloca() : memref<memref<i64>>
    %alloca_1 = memref.alloca() : memref<i64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloca_1 : memref<i64>)
    memref.store %arg0, %alloca_1[] : memref<i64>
    memref.store %alloca_1, %alloca_0[] : memref<memref<i64>>
    memref.store %alloca_0, %alloca[] : memref<memref<memref<i64>>>
    %0 = memref.load %alloca[] : memref<memref<memref<i64>>>
    %1 = memref.load %0[] : memref<memref<i64>>
    %2 = memref.load %1[] : memref<i64>
    return %2 : i64
  }
  func.func @smith_harness_0(%arg0: i64) -> i64 {
    %0 = call @recursive(%arg0) : (i64) -> i64
    return %0 : i64
  }
  func.func @main() {
    %c-13_i64 = arith.constant -13 : i64
    %0 = call @smith_harness_0(%c-13_i64) : (i64) -> i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %1 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %2 = arith.addi %1, %0 : i64
    vector.print %2 : i64
    return
  }
}
