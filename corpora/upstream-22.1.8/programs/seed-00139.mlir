// Piece 26 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ctlz", "ctlz_0dvector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 26, "release": "22.1.8"}, "seed": 250056262367388075, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ctlz(%arg0: i32) {
    %0 = math.ctlz %arg0 : i32
    return
  }
  func.func @ctlz_0dvector(%arg0: vector<i32>) {
    %0 = math.ctlz %arg0 : vector<i32>
    return
  }
  func.func @smith_harness_0(%arg0: i32) {
    call @ctlz(%arg0) : (i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<i32>) {
    call @ctlz_0dvector(%arg0) : (vector<i32>) -> ()
    return
  }
  func.func @main() {
    %c-2_i32 = arith.constant -2 : i32
    call @smith_harness_0(%c-2_i32) : (i32) -> ()
    %cst = arith.constant dense<8> : vector<i32>
    call @smith_harness_1(%cst) : (vector<i32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
