// Piece 0 of Integration/Dialect/Arith/CPU/test-apfloat-emulation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-apfloat-emulation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4346330296689053015, "skipped": {"foo": "type"}, "smith_version": "0.1.0"}
module {
  func.func @foo() -> (f8E4M3FN, f32) {
    %cst = arith.constant 2.250000e+00 : f8E4M3FN
    %cst_0 = arith.constant 2.200000e+00 : f32
    return %cst, %cst_0 : f8E4M3FN, f32
  }
  func.func @entry() {
    %cst = arith.constant 1.375000e+00 : f8E4M3FN
    %cst_0 = arith.constant 1.400000e+00 : f32
    %0:2 = call @foo() : () -> (f8E4M3FN, f32)
    vector.print %0#1 : f32
    %1 = arith.addf %cst, %0#0 : f8E4M3FN
    vector.print %1 : f8E4M3FN
    %2 = arith.addf %cst_0, %0#1 : f32
    vector.print %2 : f32
    %3 = arith.truncf %0#1 : f32 to f8E4M3FN
    vector.print %3 : f8E4M3FN
    %4 = arith.negf %3 : f8E4M3FN
    vector.print %4 : f8E4M3FN
    %5 = arith.minimumf %3, %4 : f8E4M3FN
    vector.print %5 : f8E4M3FN
    %6 = arith.cmpf olt, %3, %1 : f8E4M3FN
    vector.print %6 : i1
    %cst_1 = arith.constant -3.000000e+00 : f8E4M3FN
    %7 = arith.cmpf ogt, %3, %cst_1 : f8E4M3FN
    %cst_2 = arith.constant 2.000000e+00 : f8E4M3FN
    %8 = arith.cmpf olt, %3, %cst_2 : f8E4M3FN
    %9 = arith.andi %7, %8 : i1
    %cst_3 = arith.constant 0.000000e+00 : f8E4M3FN
    %10 = arith.select %9, %3, %cst_3 : f8E4M3FN
    %11 = arith.fptosi %10 : f8E4M3FN to i2
    vector.print %11 : i2
    %cst_4 = arith.constant -1.000000e+00 : f8E4M3FN
    %12 = arith.cmpf ogt, %3, %cst_4 : f8E4M3FN
    %cst_5 = arith.constant 4.000000e+00 : f8E4M3FN
    %13 = arith.cmpf olt, %3, %cst_5 : f8E4M3FN
    %14 = arith.andi %12, %13 : i1
    %cst_6 = arith.constant 0.000000e+00 : f8E4M3FN
    %15 = arith.select %14, %3, %cst_6 : f8E4M3FN
    %16 = arith.fptoui %15 : f8E4M3FN to i2
    vector.print %16 : i2
    %c-9_i16 = arith.constant -9 : i16
    %17 = arith.sitofp %c-9_i16 : i16 to f4E2M1FN
    vector.print %17 : f4E2M1FN
    %18 = arith.uitofp %c-9_i16 : i16 to f4E2M1FN
    vector.print %18 : f4E2M1FN
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
