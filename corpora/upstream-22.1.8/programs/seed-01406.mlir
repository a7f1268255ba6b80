// Piece 0 of Integration/Dialect/Vector/CPU/test-deinterleave.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/test-deinterleave.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3834939202110659913, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
    vector.print %cst : vector<4xi8>
    %res1, %res2 = vector.deinterleave %cst : vector<4xi8> -> vector<2xi8>
    vector.print %res1 : vector<2xi8>
    vector.print %res2 : vector<2xi8>
    return
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
