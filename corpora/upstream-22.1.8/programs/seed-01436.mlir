// Piece 4 of Transforms/canonicalize-dce.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/canonicalize-dce.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7630555735909445606, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f(%arg0: f32, %arg1: i1) {
    %0 = math.exp %arg0 : f32
    cf.cond_br %arg1, ^bb1(%0 : f32), ^bb2(%0 : f32)
  ^bb1(%1: f32):  // pred: ^bb0
    return
  ^bb2(%2: f32):  // pred: ^bb0
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: i1) {
    call @f(%arg0, %arg1) : (f32, i1) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.550000e+01 : f32
    %true = arith.constant true
    call @smith_harness_0(%cst, %true) : (f32, i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
