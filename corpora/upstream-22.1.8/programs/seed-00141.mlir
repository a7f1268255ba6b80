// Piece 31 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ctpop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 4911022688555554938, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ctpop(%arg0: i32) {
    %0 = math.ctpop %arg0 : i32
    return
  }
  func.func @smith_harness_0(%arg0: i32) {
    call @ctpop(%arg0) : (i32) -> ()
    return
  }
  func.func @main() {
    %c8_i32 = arith.constant 8 : i32
    call @smith_harness_0(%c8_i32) : (i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
