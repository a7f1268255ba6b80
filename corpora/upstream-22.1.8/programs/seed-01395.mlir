// Piece 0 of Integration/Dialect/Vector/CPU/reductions-f64-reassoc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/reductions-f64-reassoc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7734319268926952236, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    %cst_1 = arith.constant 3.000000e+00 : f64
    %0 = vector.broadcast %cst : f64 to vector<64xf64>
    %1 = vector.insert %cst_0, %0 [11] : f64 into vector<64xf64>
    %2 = vector.insert %cst_1, %1 [52] : f64 into vector<64xf64>
    vector.print %2 : vector<64xf64>
    %3 = vector.reduction <add>, %2 : vector<64xf64> into f64
    vector.print %3 : f64
    %4 = vector.reduction <mul>, %2 : vector<64xf64> into f64
    vector.print %4 : f64
    %5 = vector.reduction <minimumf>, %2 : vector<64xf64> into f64
    vector.print %5 : f64
    %6 = vector.reduction <maximumf>, %2 : vector<64xf64> into f64
    vector.print %6 : f64
    %7 = vector.reduction <minnumf>, %2 : vector<64xf64> into f64
    vector.print %7 : f64
    %8 = vector.reduction <maxnumf>, %2 : vector<64xf64> into f64
    vector.print %8 : f64
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
