// Piece 2 of Dialect/Affine/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func_noop", "inline_into_affine_ops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3241670278218102643, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @func_noop() {
    return
  }
  func.func @inline_into_affine_ops() {
    affine.for %arg0 = 1 to 10 {
      func.call @func_noop() : () -> ()
    }
    return
  }
  func.func @smith_harness_0() {
    call @func_noop() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @inline_into_affine_ops() : () -> ()
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
