// Piece 18 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sincos"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 6465807961482869906, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sincos(%arg0: f32) {
    %sin, %cos = math.sincos %arg0 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @sincos(%arg0) : (f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 5259.88818 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
