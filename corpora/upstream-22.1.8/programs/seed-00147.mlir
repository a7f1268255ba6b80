// Piece 51 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fastmath"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 51, "release": "22.1.8"}, "seed": 1051586528420138482, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fastmath(%arg0: f32, %arg1: vector<4xf32>) {
    %0 = math.trunc %arg0 fastmath<fast> : f32
    %1 = math.powf %arg0, %arg0 fastmath<afn> : f32
    %2 = math.sqrt %arg0 : f32
    %3 = math.fma %arg0, %arg0, %arg0 fastmath<fast> : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: vector<4xf32>) {
    call @fastmath(%arg0, %arg1) : (f32, vector<4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.075000e+01 : f32
    %cst_0 = arith.constant dense<[-0.932633399, -914.386901, 1.125000e+01, 7.250000e+00]> : vector<4xf32>
    call @smith_harness_0(%cst, %cst_0) : (f32, vector<4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
