// Piece 2 of Conversion/ConvertToSPIRV/arith.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cmpf", "vec1cmpf"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/arith.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4019171818289799174, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cmpf(%arg0: f32, %arg1: f32) {
    %0 = arith.cmpf oeq, %arg0, %arg1 : f32
    return
  }
  func.func @vec1cmpf(%arg0: vector<1xf32>, %arg1: vector<1xf32>) {
    %0 = arith.cmpf ogt, %arg0, %arg1 : vector<1xf32>
    %1 = arith.cmpf ult, %arg0, %arg1 : vector<1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) {
    call @cmpf(%arg0, %arg1) : (f32, f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<1xf32>, %arg1: vector<1xf32>) {
    call @vec1cmpf(%arg0, %arg1) : (vector<1xf32>, vector<1xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -2.250000e+00 : f32
    %cst_0 = arith.constant -0.0400890969 : f32
    call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> ()
    %cst_1 = arith.constant dense<1.375000e+01> : vector<1xf32>
    %cst_2 = arith.constant dense<4.500000e+00> : vector<1xf32>
    call @smith_harness_1(%cst_1, %cst_2) : (vector<1xf32>, vector<1xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
