// Piece 2 of Conversion/MathToFuncs/ctlz.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ctlz_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToFuncs/ctlz.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7722702783305005057, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ctlz_index(%arg0: index) {
    %0 = math.ctlz %arg0 : index
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @ctlz_index(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c1) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
