// Piece 0 of Conversion/ArithAndMathToAPFloat/arith-to-apfloat.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["full_example"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithAndMathToAPFloat/arith-to-apfloat.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5215590046560214363, "skipped": {"bar": "type", "foo": "type"}, "smith_version": "0.1.0"}
module {
  func.func @foo() -> f8E4M3FN {
    %cst = arith.constant 2.250000e+00 : f8E4M3FN
    return %cst : f8E4M3FN
  }
  func.func @bar() -> f6E3M2FN {
    %cst = arith.constant 3.000000e+00 : f6E3M2FN
    return %cst : f6E3M2FN
  }
  func.func @full_example() {
    %cst = arith.constant 1.375000e+00 : f8E4M3FN
    %0 = call @foo() : () -> f8E4M3FN
    %1 = arith.addf %cst, %0 : f8E4M3FN
    vector.print %1 : f8E4M3FN
    %cst_0 = arith.constant 2.500000e+00 : f6E3M2FN
    %2 = call @bar() : () -> f6E3M2FN
    %3 = arith.addf %cst_0, %2 : f6E3M2FN
    vector.print %3 : f6E3M2FN
    return
  }
  func.func @smith_harness_0() {
    call @full_example() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
