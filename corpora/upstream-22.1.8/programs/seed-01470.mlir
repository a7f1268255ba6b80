// Piece 0 of Transforms/test-symbol-privatize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["aap", "kat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/test-symbol-privatize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5916761452547776450, "skipped": {}, "smith_version": "0.1.0"}
module attributes {test.simple} {
  func.func @aap() {
    return
  }
  func.func @kat() {
    return
  }
  func.func @smith_harness_0() {
    call @aap() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @kat() : () -> ()
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
