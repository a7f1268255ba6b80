// Piece 18 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["experimental_constrained_fptrunc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 329592312806020530, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @experimental_constrained_fptrunc(%arg0: f64) {
    %0 = arith.truncf %arg0 to_nearest_even : f64 to f32
    %1 = arith.truncf %arg0 downward : f64 to f32
    %2 = arith.truncf %arg0 upward : f64 to f32
    %3 = arith.truncf %arg0 toward_zero : f64 to f32
    %4 = arith.truncf %arg0 to_nearest_away : f64 to f32
    return
  }
  func.func @smith_harness_0(%arg0: f64) {
    call @experimental_constrained_fptrunc(%arg0) : (f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -3.250000e+00 : f64
    call @smith_harness_0(%cst) : (f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
