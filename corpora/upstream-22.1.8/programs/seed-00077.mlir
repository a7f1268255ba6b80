// Piece 0 of Conversion/ComplexToLLVM/convert-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["complex_addition", "complex_substraction", "complex_addition_with_fmf", "complex_substraction_with_fmf"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ComplexToLLVM/convert-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7931217777597813385, "skipped": {"complex_abs": "element type", "complex_abs_with_fmf": "element type", "complex_constant": "type", "complex_create": "type", "complex_div": "type", "complex_div_with_fmf": "type", "complex_extract": "element type", "complex_mul": "type", "complex_mul_with_fmf": "type"}, "smith_version": "0.1.0"}
module {
  func.func @complex_create(%arg0: f32, %arg1: f32) -> complex<f32> {
    %0 = complex.create %arg0, %arg1 : complex<f32>
    return %0 : complex<f32>
  }
  func.func @complex_constant() -> complex<f64> {
    %cst = complex.constant [1.000000e+00, 2.000000e+00] : complex<f64>
    return %cst : complex<f64>
  }
  func.func @complex_extract(%arg0: complex<f32>) {
    %0 = complex.re %arg0 : complex<f32>
    %1 = complex.im %arg0 : complex<f32>
    return
  }
  func.func @complex_addition() {
    %cst = arith.constant 1.200000e+00 : f64
    %cst_0 = arith.constant 3.400000e+00 : f64
    %0 = complex.create %cst, %cst_0 : complex<f64>
    %cst_1 = arith.constant 5.600000e+00 : f64
    %cst_2 = arith.constant 7.7999999999999998 : f64
    %1 = complex.create %cst_1, %cst_2 : complex<f64>
    %2 = complex.add %0, %1 : complex<f64>
    return
  }
  func.func @complex_substraction() {
    %cst = arith.constant 1.200000e+00 : f64
    %cst_0 = arith.constant 3.400000e+00 : f64
    %0 = complex.create %cst, %cst_0 : complex<f64>
    %cst_1 = arith.constant 5.600000e+00 : f64
    %cst_2 = arith.constant 7.7999999999999998 : f64
    %1 = complex.create %cst_1, %cst_2 : complex<f64>
    %2 = complex.sub %0, %1 : complex<f64>
    return
  }
  func.func @complex_div(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
    %0 = complex.div %arg0, %arg1 : complex<f32>
    return %0 : complex<f32>
  }
  func.func @complex_mul(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
    %0 = complex.mul %arg0, %arg1 : complex<f32>
    return %0 : complex<f32>
  }
  func.func @complex_abs(%arg0: complex<f32>) -> f32 {
    %0 = complex.abs %arg0 : complex<f32>
    return %0 : f32
  }
  func.func @complex_addition_with_fmf() {
    %cst = arith.constant 1.200000e+00 : f64
    %cst_0 = arith.constant 3.400000e+00 : f64
    %0 = complex.create %cst, %cst_0 : complex<f64>
    %cst_1 = arith.constant 5.600000e+00 : f64
    %cst_2 = arith.constant 7.7999999999999998 : f64
    %1 = complex.create %cst_1, %cst_2 : complex<f64>
    %2 = complex.add %0, %1 fastmath<reassoc> : complex<f64>
    return
  }
  func.func @complex_substraction_with_fmf() {
    %cst = arith.constant 1.200000e+00 : f64
    %cst_0 = arith.constant 3.400000e+00 : f64
    %0 = complex.create %cst, %cst_0 : complex<f64>
    %cst_1 = arith.constant 5.600000e+00 : f64
    %cst_2 = arith.constant 7.7999999999999998 : f64
    %1 = complex.create %cst_1, %cst_2 : complex<f64>
    %2 = complex.sub %0, %1 fastmath<nnan,ninf> : complex<f64>
    return
  }
  func.func @complex_div_with_fmf(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
    %0 = complex.div %arg0, %arg1 fastmath<nsz,arcp> : complex<f32>
    return %0 : complex<f32>
  }
  func.func @complex_mul_with_fmf(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
    %0 = complex.mul %arg0, %arg1 fastmath<contract,afn> : complex<f32>
    return %0 : complex<f32>
  }
  func.func @complex_abs_with_fmf(%arg0: complex<f32>) -> f32 {
    %0 = complex.abs %arg0 fastmath<contract> : complex<f32>
    return %0 : f32
  }
  func.func @smith_harness_0() {
    call @complex_addition() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @complex_substraction() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @complex_addition_with_fmf() : () -> ()
    return
  }
  func.func @smith_harness_3() {
    call @complex_substraction_with_fmf() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    call @smith_harness_3() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
