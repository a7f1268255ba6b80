// Piece 1 of Conversion/MathToFuncs/fpowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpowi32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/fpowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5177400663096604884, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fpowi32(%arg0: f64, %arg1: i32) {
    %0 = math.fpowi %arg0, %arg1 : f64, i32
    return
  }
  func.func @smith_harness_0(%arg0: f64, %arg1: i32) {
    call @fpowi32(%arg0, %arg1) : (f64, i32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 5.000000e+00 : f64
    %c2147483647_i32 = arith.constant 2147483647 : i32
    call @smith_harness_0(%cst, %c2147483647_i32) : (f64, i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
