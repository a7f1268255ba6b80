// Piece 9 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expm1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 5347413043310219281, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expm1(%arg0: f32) {
    %0 = math.expm1 %arg0 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @expm1(%arg0) : (f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 9220.41406 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
