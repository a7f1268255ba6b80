// Piece 0 of Transforms/constant-fold-debuginfo.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_and_merge"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/constant-fold-debuginfo.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2087613812078821347, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_and_merge() -> (i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.addi %c1_i32, %c5_i32 : i32
    %c6_i32 = arith.constant 6 : i32
    return %0, %c6_i32 : i32, i32
  }
  func.func @smith_harness_0() -> (i32, i32) {
    %0:2 = call @fold_and_merge() : () -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (i32, i32)
    %1 = arith.extsi %0#0 : i32 to i64
    %2 = arith.extsi %0#1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
