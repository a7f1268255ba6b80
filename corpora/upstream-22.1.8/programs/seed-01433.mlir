// Piece 1 of Transforms/canonicalize-debuginfo.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_hoist"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize-debuginfo.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4263695778430864373, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_hoist(%arg0: memref<8xi32>) -> i32 {
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    memref.store %c42_i32, %arg0[%c0] : memref<8xi32>
    %c88_i32 = arith.constant 88 : i32
    return %c88_i32 : i32
  }
  func.func @smith_harness_0() -> (i32, memref<8xi32>) {
    %alloc = memref.alloc() : memref<8xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<8xi32>)
    %c2147483646_i32 = arith.constant 2147483646 : i32
    linalg.fill ins(%c2147483646_i32 : i32) outs(%alloc : memref<8xi32>)
    %0 = call @simple_hoist(%alloc) : (memref<8xi32>) -> i32
    return %0, %alloc : i32, memref<8xi32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (i32, memref<8xi32>)
    %1 = arith.extsi %0#0 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<8xi32>
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_2 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
