// Piece 2 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["absi_0dvector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 401724173221005054, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @absi_0dvector(%arg0: vector<i32>) {
    %0 = math.absi %arg0 : vector<i32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<i32>) {
    call @absi_0dvector(%arg0) : (vector<i32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<2147483646> : vector<i32>
    call @smith_harness_0(%cst) : (vector<i32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
