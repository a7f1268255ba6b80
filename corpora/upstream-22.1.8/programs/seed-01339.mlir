// Piece 0 of IR/zero_whitespace.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["zero_whitespace"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/zero_whitespace.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1684994892460517300, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @zero_whitespace() {
    return
  }
  func.func @smith_harness_0() {
    call @zero_whitespace() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
