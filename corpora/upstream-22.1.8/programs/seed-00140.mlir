// Piece 27 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cttz"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 8866029287819426900, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cttz(%arg0: i32) {
    %0 = math.cttz %arg0 : i32
    return
  }
  func.func @smith_harness_0(%arg0: i32) {
    call @cttz(%arg0) : (i32) -> ()
    return
  }
  func.func @main() {
    %c-11_i32 = arith.constant -11 : i32
    call @smith_harness_0(%c-11_i32) : (i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
