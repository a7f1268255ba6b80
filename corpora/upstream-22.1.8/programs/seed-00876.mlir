// Piece 4 of Dialect/MemRef/mem2reg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reject_multiple_elements"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/mem2reg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 4738144228512394064, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reject_multiple_elements() -> i32 {
    %c0 = arith.constant 0 : index
    %c5_i32 = arith.constant 5 : i32
    %alloca = memref.alloca() : memref<1x2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<1x2xi32>)
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %c5_i32, %alloca[%c0, %c0] : memref<1x2xi32>
    %c1_0 = arith.constant 1 : index
    %c2_1 = arith.constant 2 : index
    %0 = memref.load %alloca[%c0, %c0] : memref<1x2xi32>
    return %0 : i32
  }
  func.func @smith_harness_0() -> i32 {
    %0 = call @reject_multiple_elements() : () -> i32
    return %0 : i32
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i32
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
