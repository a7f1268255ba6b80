// Piece 0 of Conversion/ArithToLLVM/type-conversion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["arith_select"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/type-conversion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3055089137128856731, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @arith_select(%arg0: i1, %arg1: i17, %arg2: i17) -> i17 {
    %0 = arith.select %arg0, %arg1, %arg2 : i17
    return %0 : i17
  }
  func.func @smith_harness_0(%arg0: i1, %arg1: i17, %arg2: i17) -> i17 {
    %0 = call @arith_select(%arg0, %arg1, %arg2) : (i1, i17, i17) -> i17
    return %0 : i17
  }
  func.func @main() {
    %false = arith.constant false
    %c-10_i17 = arith.constant -10 : i17
    %c-23774_i17 = arith.constant -23774 : i17
    %0 = call @smith_harness_0(%false, %c-10_i17, %c-23774_i17) : (i1, i17, i17) -> i17
    %1 = arith.extsi %0 : i17 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
