// Piece 0 of Dialect/SCF/while-op-builder.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["testMatchingTypes", "testNonMatchingTypes"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/while-op-builder.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8167816888657541564, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @testMatchingTypes(%arg0: i32) {
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
      %c10_i32 = arith.constant 10 : i32
      %1 = arith.cmpi slt, %arg1, %c10_i32 : i32
      %2 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %3 = arith.addi %2, %c1 : index
      memref.store %3, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %4 = arith.cmpi ult, %2, %c4096 : index
      %5 = arith.andi %1, %4 : i1
      scf.condition(%5) %arg1 : i32
    } do {
    ^bb0(%arg1: i32):
      scf.yield %arg1 : i32
    }
    return
  }
  func.func @testNonMatchingTypes(%arg0: i32) {
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
      %1 = arith.cmpi slt, %arg1, %c10_i32 : i32
      %2 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %3 = arith.addi %2, %c1 : index
      memref.store %3, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %4 = arith.cmpi ult, %2, %c4096 : index
      %5 = arith.andi %1, %4 : i1
      scf.condition(%5) %arg1, %c1_i32 : i32, i32
    } do {
    ^bb0(%arg1: i32, %arg2: i32):
      %1 = arith.addi %arg1, %arg2 : i32
      scf.yield %1 : i32
    }
    return
  }
  func.func @smith_harness_0(%arg0: i32) {
    call @testMatchingTypes(%arg0) : (i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i32) {
    call @testNonMatchingTypes(%arg0) : (i32) -> ()
    return
  }
  func.func @main() {
    %c13_i32 = arith.constant 13 : i32
    call @smith_harness_0(%c13_i32) : (i32) -> ()
    %c2_i32 = arith.constant 2 : i32
    call @smith_harness_1(%c2_i32) : (i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
