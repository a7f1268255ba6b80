// Piece 0 of mlir-opt/split-markers.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-opt/split-markers.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3411119474952693176, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @main_0() {
    return
  }
  func.func @smith_harness_0() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
