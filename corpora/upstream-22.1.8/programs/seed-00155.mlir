// Piece 0 of Conversion/MathToSPIRV/math-to-fpclassify-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpclassify"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToSPIRV/math-to-fpclassify-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3172680923458376471, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @fpclassify(%arg0: f32, %arg1: vector<4xf32>) {
    %0 = math.isfinite %arg0 : f32
    %1 = math.isfinite %arg1 : vector<4xf32>
    %2 = math.isnan %arg0 : f32
    %3 = math.isnan %arg1 : vector<4xf32>
    %4 = math.isinf %arg0 : f32
    %5 = math.isinf %arg1 : vector<4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: vector<4xf32>) {
    call @fpclassify(%arg0, %arg1) : (f32, vector<4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.425000e+01 : f32
    %cst_0 = arith.constant dense<[-1.475000e+01, 1.075000e+01, -1.350000e+01, 0.000000e+00]> : vector<4xf32>
    call @smith_harness_0(%cst, %cst_0) : (f32, vector<4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
