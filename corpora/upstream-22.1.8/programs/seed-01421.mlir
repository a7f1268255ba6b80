// Piece 0 of Pass/ir-printing-file-tree.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sym/A", "sym\\backslash"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Pass/ir-printing-file-tree.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4043866149652733934, "skipped": {}, "smith_version": "0.1.0"}
module @outer {
  func.func @"sym/A"() {
    return
  }
  func.func @"sym\\backslash"() {
    return
  }
  module @inner {
    func.func @symB() {
      return
    }
    func.func @symC() {
      return
    }
  }
  func.func @smith_harness_0() {
    call @"sym/A"() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @"sym\\backslash"() : () -> ()
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
