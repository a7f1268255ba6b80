// Piece 0 of Integration/Dialect/Vector/CPU/print-fp.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/print-fp.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5647326708746584540, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[-1.000000e+03, -1.100000e+00, 0.000000e+00, 1.100000e+00, 1.000000e+03]> : vector<5xf64>
    vector.print %cst : vector<5xf64>
    %cst_0 = arith.constant dense<[-1.000000e+03, -1.100000e+00, 0.000000e+00, 1.100000e+00, 1.000000e+03]> : vector<5xf32>
    vector.print %cst_0 : vector<5xf32>
    %cst_1 = arith.constant dense<[-1.000000e+03, -1.099610e+00, 0.000000e+00, 1.099610e+00, 1.000000e+03]> : vector<5xf16>
    vector.print %cst_1 : vector<5xf16>
    %cst_2 = arith.constant dense<[-1.000000e+03, -1.101560e+00, 0.000000e+00, 1.101560e+00, 1.000000e+03]> : vector<5xbf16>
    vector.print %cst_2 : vector<5xbf16>
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
