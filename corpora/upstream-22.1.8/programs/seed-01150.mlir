// Piece 2 of Dialect/Tosa/tosa-infer-shapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_unary_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-infer-shapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 316306103631690941, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_unary_f32(%arg0: tensor<4xf32>) {
    %0 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %1 = tosa.ceil %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %2 = tosa.clamp %arg0 {max_val = 1.000000e+01 : f32, min_val = 0.000000e+00 : f32} : (tensor<4xf32>) -> tensor<*xf32>
    %3 = tosa.exp %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %4 = tosa.floor %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %5 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %6 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.negate %arg0, %6, %7 : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
    %9 = tosa.reciprocal %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %10 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<?xf32>
    %11 = tosa.rsqrt %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %12 = tosa.tanh %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %13 = tosa.sigmoid %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    %14 = tosa.clamp %arg0 {max_val = 2.14748365E+9 : f32, min_val = -2.14748365E+9 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
    %15 = tosa.cast %14 : (tensor<4xf32>) -> tensor<*xi32>
    %16 = tosa.erf %arg0 : (tensor<4xf32>) -> tensor<*xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<4xf32>) {
    call @test_unary_f32(%arg0) : (tensor<4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[9.000000e+00, 8.750000e+00, 4.750000e+00, -2.500000e+00]> : tensor<4xf32>
    call @smith_harness_0(%cst) : (tensor<4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
