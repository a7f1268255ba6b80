// Piece 0 of Transforms/canonicalize-debuginfo.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["merge_constants"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize-debuginfo.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5965812682788145879, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @merge_constants() -> (index, index, index, index) {
    %c42 = arith.constant 42 : index
    %c42_0 = arith.constant 42 : index
    %c42_1 = arith.constant 42 : index
    %c42_2 = arith.constant 42 : index
    return %c42, %c42_0, %c42_1, %c42_2 : index, index, index, index
  }
  func.func @smith_harness_0() -> (index, index, index, index) {
    %0:4 = call @merge_constants() : () -> (index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
  }
  func.func @main() {
    %0:4 = call @smith_harness_0() : () -> (index, index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %4 = arith.index_cast %0#3 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
