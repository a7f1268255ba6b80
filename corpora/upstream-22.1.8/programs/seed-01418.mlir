// Piece 0 of Pass/dynamic-pipeline.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Pass/dynamic-pipeline.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 295894055624777999, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f() {
    return
  }
  module @inner_mod1 {
    func.func @foo() {
      return
    }
    func.func @baz() {
      return
    }
  }
  module @inner_mod2 {
    func.func @foo() {
      return
    }
  }
  func.func @smith_harness_0() {
    call @f() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
