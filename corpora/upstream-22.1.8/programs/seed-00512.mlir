// Piece 0 of Dialect/Arith/constant-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["recurse_fold_traits"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/constant-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3654181225369698469, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @recurse_fold_traits(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg0 : i32
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @recurse_fold_traits(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c2147483646_i32 = arith.constant 2147483646 : i32
    %0 = call @smith_harness_0(%c2147483646_i32) : (i32) -> i32
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
