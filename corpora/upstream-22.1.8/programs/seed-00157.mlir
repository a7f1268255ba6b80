// Piece 2 of Conversion/MathToSPIRV/math-to-gl-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_2d", "tensor_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToSPIRV/math-to-gl-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1544339388268601656, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @vector_2d(%arg0: vector<2x2xf32>) {
    %0 = math.atan %arg0 : vector<2x2xf32>
    %1 = math.cos %arg0 : vector<2x2xf32>
    %2 = math.exp %arg0 : vector<2x2xf32>
    %3 = math.absf %arg0 : vector<2x2xf32>
    %4 = math.ceil %arg0 : vector<2x2xf32>
    %5 = math.floor %arg0 : vector<2x2xf32>
    %6 = math.powf %arg0, %arg0 : vector<2x2xf32>
    return
  }
  func.func @tensor_1d(%arg0: tensor<2xf32>) {
    %0 = math.atan %arg0 : tensor<2xf32>
    %1 = math.cos %arg0 : tensor<2xf32>
    %2 = math.exp %arg0 : tensor<2xf32>
    %3 = math.absf %arg0 : tensor<2xf32>
    %4 = math.ceil %arg0 : tensor<2xf32>
    %5 = math.floor %arg0 : tensor<2xf32>
    %6 = math.powf %arg0, %arg0 : tensor<2xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x2xf32>) {
    call @vector_2d(%arg0) : (vector<2x2xf32>) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: tensor<2xf32>) {
    call @tensor_1d(%arg0) : (tensor<2xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.275000e+01, -1.150000e+01], [-1.050000e+01, 1.500000e+00]]> : vector<2x2xf32>
    call @smith_harness_0(%cst) : (vector<2x2xf32>) -> ()
    %cst_0 = arith.constant dense<[-0.00994903501, -9.500000e+00]> : tensor<2xf32>
    call @smith_harness_1(%cst_0) : (tensor<2xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
