// Piece 10 of Transforms/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_trunci"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 7632486056786864250, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_trunci(%arg0: i1) -> i1 {
    %0 = arith.extui %arg0 : i1 to i8
    %1 = arith.trunci %0 : i8 to i1
    return %1 : i1
  }
  func.func @smith_harness_0(%arg0: i1) -> i1 {
    %0 = call @fold_trunci(%arg0) : (i1) -> i1
    return %0 : i1
  }
  func.func @main() {
    %true = arith.constant true
    %0 = call @smith_harness_0(%true) : (i1) -> i1
    %1 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
