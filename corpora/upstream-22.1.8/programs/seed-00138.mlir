// Piece 25 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["hyperbolics"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 25, "release": "22.1.8"}, "seed": 3123216559011669800, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @hyperbolics(%arg0: f32) {
    %0 = math.sinh %arg0 : f32
    %1 = math.cosh %arg0 : f32
    %2 = math.tanh %arg0 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @hyperbolics(%arg0) : (f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -2.000000e+00 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
