// Piece 13 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fptoui"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 4593606598358999067, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fptoui(%arg0: f32, %arg1: f64) {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = arith.cmpf ogt, %arg0, %cst : f32
    %cst_0 = arith.constant 4.2949673E+9 : f32
    %1 = arith.cmpf olt, %arg0, %cst_0 : f32
    %2 = arith.andi %0, %1 : i1
    %cst_1 = arith.constant 0.000000e+00 : f32
    %3 = arith.select %2, %arg0, %cst_1 : f32
    %4 = arith.fptoui %3 : f32 to i32
    %cst_2 = arith.constant -1.000000e+00 : f32
    %5 = arith.cmpf ogt, %arg0, %cst_2 : f32
    %cst_3 = arith.constant 1.84467441E+19 : f32
    %6 = arith.cmpf olt, %arg0, %cst_3 : f32
    %7 = arith.andi %5, %6 : i1
    %cst_4 = arith.constant 0.000000e+00 : f32
    %8 = arith.select %7, %arg0, %cst_4 : f32
    %9 = arith.fptoui %8 : f32 to i64
    %cst_5 = arith.constant -1.000000e+00 : f64
    %10 = arith.cmpf ogt, %arg1, %cst_5 : f64
    %cst_6 = arith.constant 0x41F0000000000000 : f64
    %11 = arith.cmpf olt, %arg1, %cst_6 : f64
    %12 = arith.andi %10, %11 : i1
    %cst_7 = arith.constant 0.000000e+00 : f64
    %13 = arith.select %12, %arg1, %cst_7 : f64
    %14 = arith.fptoui %13 : f64 to i32
    %cst_8 = arith.constant -1.000000e+00 : f64
    %15 = arith.cmpf ogt, %arg1, %cst_8 : f64
    %cst_9 = arith.constant 1.8446744073709552E+19 : f64
    %16 = arith.cmpf olt, %arg1, %cst_9 : f64
    %17 = arith.andi %15, %16 : i1
    %cst_10 = arith.constant 0.000000e+00 : f64
    %18 = arith.select %17, %arg1, %cst_10 : f64
    %19 = arith.fptoui %18 : f64 to i64
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f64) {
    call @fptoui(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 2.500000e+00 : f32
    %cst_0 = arith.constant -5.250000e+00 : f64
    call @smith_harness_0(%cst, %cst_0) : (f32, f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
