// Piece 10 of Conversion/ArithAndMathToAPFloat/arith-to-apfloat.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fptoui"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithAndMathToAPFloat/arith-to-apfloat.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 7085474052307080379, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fptoui(%arg0: f16) {
    %cst = arith.constant -1.000000e+00 : f16
    %0 = arith.cmpf ogt, %arg0, %cst : f16
    %cst_0 = arith.constant 1.600000e+01 : f16
    %1 = arith.cmpf olt, %arg0, %cst_0 : f16
    %2 = arith.andi %0, %1 : i1
    %cst_1 = arith.constant 0.000000e+00 : f16
    %3 = arith.select %2, %arg0, %cst_1 : f16
    %4 = arith.fptoui %3 : f16 to i4
    return
  }
  func.func @smith_harness_0(%arg0: f16) {
    call @fptoui(%arg0) : (f16) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 8.905000e+02 : f16
    call @smith_harness_0(%cst) : (f16) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
