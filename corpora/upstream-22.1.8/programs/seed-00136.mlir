// Piece 19 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inverse_trigonometrics"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 19, "release": "22.1.8"}, "seed": 5535763941250933394, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @inverse_trigonometrics(%arg0: f32) {
    %0 = math.asin %arg0 : f32
    %1 = math.acos %arg0 : f32
    %2 = math.atan %arg0 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @inverse_trigonometrics(%arg0) : (f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -79.8790665 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
