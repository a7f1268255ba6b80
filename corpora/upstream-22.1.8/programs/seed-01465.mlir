// Piece 0 of Transforms/sccp-callgraph.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["private", "simple_private"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/sccp-callgraph.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1577552985959512792, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @private(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @simple_private() -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = call @private(%c1_i32) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @private(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1() -> i32 {
    %0 = call @simple_private() : () -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %0 = call @smith_harness_0(%c-1_i32) : (i32) -> i32
    %1 = call @smith_harness_1() : () -> i32
    %2 = arith.extsi %0 : i32 to i64
    %3 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
