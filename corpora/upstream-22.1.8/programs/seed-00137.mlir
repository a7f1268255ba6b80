// Piece 20 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["atan2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 20, "release": "22.1.8"}, "seed": 6725620413118196950, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @atan2(%arg0: f32, %arg1: f32) {
    %0 = math.atan2 %arg0, %arg1 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) {
    call @atan2(%arg0, %arg1) : (f32, f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 9.250000e+00 : f32
    %cst_0 = arith.constant -23.1877556 : f32
    call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
