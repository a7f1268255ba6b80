// Piece 1 of Conversion/MathToFuncs/ctlz.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/ctlz.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5046362301606709743, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @main_0(%arg0: i8) {
    %0 = math.ctlz %arg0 : i8
    return
  }
  func.func @smith_harness_0(%arg0: i8) {
    call @main_0(%arg0) : (i8) -> ()
    return
  }
  func.func @main() {
    %c13_i8 = arith.constant 13 : i8
    call @smith_harness_0(%c13_i8) : (i8) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
