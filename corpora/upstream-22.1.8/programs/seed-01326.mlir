// Piece 1 of IR/print-skip-regions.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["foo"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/print-skip-regions.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7458712096101708757, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @foo(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %0 = call @foo(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-15_i32 = arith.constant -15 : i32
    %c-10_i32 = arith.constant -10 : i32
    %c-11_i32 = arith.constant -11 : i32
    %0 = call @smith_harness_0(%c-15_i32, %c-10_i32, %c-11_i32) : (i32, i32, i32) -> i32
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
