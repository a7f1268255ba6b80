// Piece 0 of Pass/action-logging-filter.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["a", "b", "c"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Pass/action-logging-filter.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1318936289403523348, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
  func.func @c() {
    return
  }
  func.func @smith_harness_0() {
    call @a() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @b() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @c() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
