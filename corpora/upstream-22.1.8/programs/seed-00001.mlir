// Piece 0 of Analysis/DataFlow/test-last-modified-error.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-last-modified-error.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 297582629751437578, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test() {
    %c0_i32 = arith.constant {always_fail} 0 : i32
    return
  }
  func.func @smith_harness_0() {
    call @test() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
