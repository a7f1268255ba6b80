// Piece 46 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpowi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 46, "release": "22.1.8"}, "seed": 584032610130032569, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fpowi(%arg0: f64, %arg1: i32) {
    %0 = math.fpowi %arg0, %arg1 : f64, i32
    return
  }
  func.func @smith_harness_0(%arg0: f64, %arg1: i32) {
    call @fpowi(%arg0, %arg1) : (f64, i32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -0.47218629277050228 : f64
    %c14_i32 = arith.constant 14 : i32
    call @smith_harness_0(%cst, %c14_i32) : (f64, i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
