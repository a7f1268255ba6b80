// Piece 0 of Dialect/MemRef/sroa.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["basic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/sroa.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7573038456597447386, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @basic(%arg0: i32, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca() : memref<2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<2xi32>)
    %c2 = arith.constant 2 : index
    memref.store %arg0, %alloca[%c0] : memref<2xi32>
    %c2_0 = arith.constant 2 : index
    memref.store %arg1, %alloca[%c1] : memref<2xi32>
    %c2_1 = arith.constant 2 : index
    %0 = memref.load %alloca[%c0] : memref<2xi32>
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @basic(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = call @smith_harness_0(%c2147483647_i32, %c3_i32) : (i32, i32) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
