// Piece 0 of Conversion/ArithAndMathToAPFloat/math-to-apfloat.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["full_example"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithAndMathToAPFloat/math-to-apfloat.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 576298919070925365, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @full_example() {
    %cst = arith.constant -1.375000e+00 : f8E4M3FN
    %0 = math.absf %cst : f8E4M3FN
    %cst_0 = arith.constant 2.000000e+00 : f8E8M0FNU
    %cst_1 = arith.constant 4.000000e+00 : f8E8M0FNU
    %cst_2 = arith.constant 8.000000e+00 : f8E8M0FNU
    %1 = math.fma %cst_1, %cst_0, %cst_2 : f8E8M0FNU
    %2 = math.isinf %cst : f8E4M3FN
    %3 = math.isnan %cst : f8E4M3FN
    %4 = math.isnormal %cst : f8E4M3FN
    %5 = math.isfinite %cst : f8E4M3FN
    return
  }
  func.func @smith_harness_0() {
    call @full_example() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
