// Piece 2 of Conversion/MathToFuncs/fpowi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpowi64"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/fpowi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1350394227780186724, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fpowi64(%arg0: f64, %arg1: i64) {
    %0 = math.fpowi %arg0, %arg1 : f64, i64
    return
  }
  func.func @smith_harness_0(%arg0: f64, %arg1: i64) {
    call @fpowi64(%arg0, %arg1) : (f64, i64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0.0014785884333667898 : f64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    call @smith_harness_0(%cst, %c-9223372036854775808_i64) : (f64, i64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
