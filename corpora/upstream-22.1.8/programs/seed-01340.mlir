// Piece 0 of Integration/Dialect/Arith/CPU/test-apfloat-emulation-vector.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-apfloat-emulation-vector.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3583606331747722412, "skipped": {"foo_vec": "element type"}, "smith_version": "0.1.0"}
module {
  func.func @foo_vec() -> (vector<4xf8E4M3FN>, vector<4xf32>) {
    %cst = arith.constant dense<2.250000e+00> : vector<4xf8E4M3FN>
    %cst_0 = arith.constant dense<2.200000e+00> : vector<4xf32>
    return %cst, %cst_0 : vector<4xf8E4M3FN>, vector<4xf32>
  }
  func.func @entry() {
    %cst = arith.constant dense<1.375000e+00> : vector<4xf8E4M3FN>
    %0:2 = call @foo_vec() : () -> (vector<4xf8E4M3FN>, vector<4xf32>)
    %1 = arith.addf %cst, %0#0 : vector<4xf8E4M3FN>
    vector.print %1 : vector<4xf8E4M3FN>
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
