// Piece 0 of Integration/Dialect/Math/CPU/test-apfloat-emulation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Math/CPU/test-apfloat-emulation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3684741094634678284, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant -1.375000e+00 : f8E4M3FN
    %0 = math.absf %cst : f8E4M3FN
    vector.print %0 : f8E4M3FN
    %cst_0 = arith.constant 2.000000e+00 : f8E8M0FNU
    %cst_1 = arith.constant 4.000000e+00 : f8E8M0FNU
    %cst_2 = arith.constant 8.000000e+00 : f8E8M0FNU
    %1 = math.fma %cst_1, %cst_0, %cst_2 : f8E8M0FNU
    vector.print %1 : f8E8M0FNU
    %2 = math.isinf %cst : f8E4M3FN
    vector.print %2 : i1
    %3 = math.isnan %cst : f8E4M3FN
    vector.print %3 : i1
    %4 = math.isnormal %cst : f8E4M3FN
    vector.print %4 : i1
    %5 = math.isfinite %cst : f8E4M3FN
    vector.print %5 : i1
    %cst_3 = arith.constant -1.400000e+00 : f32
    %6 = math.absf %cst_3 : f32
    vector.print %6 : f32
    %cst_4 = arith.constant 2.000000e+00 : f32
    %cst_5 = arith.constant 4.000000e+00 : f32
    %cst_6 = arith.constant 8.000000e+00 : f32
    %7 = math.fma %cst_5, %cst_4, %cst_6 : f32
    vector.print %7 : f32
    %8 = math.isinf %cst_3 : f32
    vector.print %8 : i1
    %9 = math.isnan %cst_3 : f32
    vector.print %9 : i1
    %10 = math.isnormal %cst_3 : f32
    vector.print %10 : i1
    %11 = math.isfinite %cst_3 : f32
    vector.print %11 : i1
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
