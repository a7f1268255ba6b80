// Piece 34 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["isnan_double"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 34, "release": "22.1.8"}, "seed": 2486281241543042066, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @isnan_double(%arg0: f64) {
    %0 = math.isnan %arg0 : f64
    return
  }
  func.func @smith_harness_0(%arg0: f64) {
    call @isnan_double(%arg0) : (f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -5.500000e+00 : f64
    call @smith_harness_0(%cst) : (f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
