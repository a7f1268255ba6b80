// Piece 1 of Dialect/Transform/include-failure-propagation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["payload"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Transform/include-failure-propagation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5349297722239289008, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @payload() {
    return
  }
  func.func @smith_harness_0() {
    call @payload() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
