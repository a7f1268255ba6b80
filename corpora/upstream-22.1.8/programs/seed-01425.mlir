// Piece 0 of Pass/pipeline-stats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["foo", "bar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Pass/pipeline-stats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7767202119425557199, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @foo() {
    return
  }
  func.func @bar() {
    return
  }
  func.func @smith_harness_0() {
    call @foo() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @bar() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
