// Piece 6 of Transforms/sccp-callgraph.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["callable", "conflicting_constant"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/sccp-callgraph.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 3870200031296314859, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @callable(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @conflicting_constant() -> (i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = call @callable(%c1_i32) : (i32) -> i32
    %1 = call @callable(%c2_i32) : (i32) -> i32
    return %0, %1 : i32, i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @callable(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1() -> (i32, i32) {
    %0:2 = call @conflicting_constant() : () -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @main() {
    %c-1255515217_i32 = arith.constant -1255515217 : i32
    %0 = call @smith_harness_0(%c-1255515217_i32) : (i32) -> i32
    %1:2 = call @smith_harness_1() : () -> (i32, i32)
    %2 = arith.extsi %0 : i32 to i64
    %3 = arith.extsi %1#0 : i32 to i64
    %4 = arith.extsi %1#1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %10 : i64
    return
  }
}
