// Piece 0 of Transforms/inlining-recursive-self.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["b0", "b1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/inlining-recursive-self.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2111908011589820864, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @b0() {
    call @b0() : () -> ()
    call @b1() : () -> ()
    call @b0() : () -> ()
    call @b1() : () -> ()
    call @b0() : () -> ()
    return
  }
  func.func @b1() {
    call @b1() : () -> ()
    call @b1() : () -> ()
    return
  }
  func.func @smith_harness_0() {
    call @b0() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @b1() : () -> ()
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
