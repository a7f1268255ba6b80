// Piece 5 of Conversion/ReconcileUnrealizedCasts/reconcile-unrealized-casts.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unusedChain"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ReconcileUnrealizedCasts/reconcile-unrealized-casts.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 2724921436351091061, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unusedChain(%arg0: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i1
    return %arg0 : i64
  }
  func.func @smith_harness_0(%arg0: i64) -> i64 {
    %0 = call @unusedChain(%arg0) : (i64) -> i64
    return %0 : i64
  }
  func.func @main() {
    %c16_i64 = arith.constant 16 : i64
    %0 = call @smith_harness_0(%c16_i64) : (i64) -> i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %1 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %2 = arith.addi %1, %0 : i64
    vector.print %2 : i64
    return
  }
}
