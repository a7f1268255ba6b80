// Piece 0 of Conversion/MathToSPIRV/math-to-opencl-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["float32_unary_scalar", "float32_unary_vector", "float32_binary_scalar", "float32_binary_vector", "float32_ternary_scalar", "float32_ternary_vector", "int_unary"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToSPIRV/math-to-opencl-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1821622934796972890, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel], []>, #spirv.resource_limits<>>} {
  func.func @float32_unary_scalar(%arg0: f32) {
    %0 = math.atan %arg0 : f32
    %1 = math.cos %arg0 : f32
    %2 = math.exp %arg0 : f32
    %3 = math.expm1 %arg0 : f32
    %4 = math.log %arg0 : f32
    %5 = math.log1p %arg0 : f32
    %6 = math.log2 %arg0 : f32
    %7 = math.log10 %arg0 : f32
    %8 = math.roundeven %arg0 : f32
    %9 = math.rsqrt %arg0 : f32
    %10 = math.sqrt %arg0 : f32
    %11 = math.tanh %arg0 : f32
    %12 = math.sin %arg0 : f32
    %13 = math.absf %arg0 : f32
    %14 = math.ceil %arg0 : f32
    %15 = math.floor %arg0 : f32
    %16 = math.erf %arg0 : f32
    %17 = math.round %arg0 : f32
    %18 = math.tan %arg0 : f32
    %19 = math.asin %arg0 : f32
    %20 = math.acos %arg0 : f32
    %21 = math.sinh %arg0 : f32
    %22 = math.cosh %arg0 : f32
    %23 = math.asinh %arg0 : f32
    %24 = math.acosh %arg0 : f32
    %25 = math.atanh %arg0 : f32
    return
  }
  func.func @float32_unary_vector(%arg0: vector<3xf32>) {
    %0 = math.atan %arg0 : vector<3xf32>
    %1 = math.cos %arg0 : vector<3xf32>
    %2 = math.exp %arg0 : vector<3xf32>
    %3 = math.expm1 %arg0 : vector<3xf32>
    %4 = math.log %arg0 : vector<3xf32>
    %5 = math.log1p %arg0 : vector<3xf32>
    %6 = math.log2 %arg0 : vector<3xf32>
    %7 = math.log10 %arg0 : vector<3xf32>
    %8 = math.roundeven %arg0 : vector<3xf32>
    %9 = math.rsqrt %arg0 : vector<3xf32>
    %10 = math.sqrt %arg0 : vector<3xf32>
    %11 = math.tanh %arg0 : vector<3xf32>
    %12 = math.sin %arg0 : vector<3xf32>
    %13 = math.tan %arg0 : vector<3xf32>
    %14 = math.asin %arg0 : vector<3xf32>
    %15 = math.acos %arg0 : vector<3xf32>
    %16 = math.sinh %arg0 : vector<3xf32>
    %17 = math.cosh %arg0 : vector<3xf32>
    %18 = math.asinh %arg0 : vector<3xf32>
    %19 = math.acosh %arg0 : vector<3xf32>
    %20 = math.atanh %arg0 : vector<3xf32>
    return
  }
  func.func @float32_binary_scalar(%arg0: f32, %arg1: f32) {
    %0 = math.atan2 %arg0, %arg1 : f32
    %1 = math.powf %arg0, %arg1 : f32
    return
  }
  func.func @float32_binary_vector(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
    %0 = math.atan2 %arg0, %arg1 : vector<4xf32>
    %1 = math.powf %arg0, %arg1 : vector<4xf32>
    return
  }
  func.func @float32_ternary_scalar(%arg0: f32, %arg1: f32, %arg2: f32) {
    %0 = math.fma %arg0, %arg1, %arg2 : f32
    return
  }
  func.func @float32_ternary_vector(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) {
    %0 = math.fma %arg0, %arg1, %arg2 : vector<4xf32>
    return
  }
  func.func @int_unary(%arg0: i32) {
    %0 = math.absi %arg0 : i32
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @float32_unary_scalar(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<3xf32>) {
    call @float32_unary_vector(%arg0) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f32) {
    call @float32_binary_scalar(%arg0, %arg1) : (f32, f32) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
    call @float32_binary_vector(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: f32, %arg1: f32, %arg2: f32) {
    call @float32_ternary_scalar(%arg0, %arg1, %arg2) : (f32, f32, f32) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) {
    call @float32_ternary_vector(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_6(%arg0: i32) {
    call @int_unary(%arg0) : (i32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.400000e+01 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-8.250000e+00, -1.000000e+01, 7.500000e-01]> : vector<3xf32>
    call @smith_harness_1(%cst_0) : (vector<3xf32>) -> ()
    %cst_1 = arith.constant -1.150000e+01 : f32
    %cst_2 = arith.constant 2.29685879 : f32
    call @smith_harness_2(%cst_1, %cst_2) : (f32, f32) -> ()
    %cst_3 = arith.constant dense<[5.000000e-01, 0.0868598372, 3.250000e+00, -9089.1289]> : vector<4xf32>
    %cst_4 = arith.constant dense<[0.000000e+00, 9.000000e+00, 599.497253, -1.475000e+01]> : vector<4xf32>
    call @smith_harness_3(%cst_3, %cst_4) : (vector<4xf32>, vector<4xf32>) -> ()
    %cst_5 = arith.constant -790.332397 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %cst_7 = arith.constant 8.000000e+00 : f32
    call @smith_harness_4(%cst_5, %cst_6, %cst_7) : (f32, f32, f32) -> ()
    %cst_8 = arith.constant dense<[-7.000000e+00, -7.500000e+00, 8.750000e+00, 474.231659]> : vector<4xf32>
    %cst_9 = arith.constant dense<[4.500000e+00, 0.00761555089, 3.14225646E-4, -4.750000e+00]> : vector<4xf32>
    %cst_10 = arith.constant dense<[1.075000e+01, -1.375000e+01, 0xFF800000, -4.60562442E-5]> : vector<4xf32>
    call @smith_harness_5(%cst_8, %cst_9, %cst_10) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
    %c-8_i32 = arith.constant -8 : i32
    call @smith_harness_6(%c-8_i32) : (i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
