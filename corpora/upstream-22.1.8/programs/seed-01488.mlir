// Piece 16 of mlir-runner/test-expand-math-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["asinh_f32", "asinh_3xf32", "asinh"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/test-expand-math-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 6076069474574384054, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @asinh_f32(%arg0: f32) {
    %0 = math.asinh %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @asinh_3xf32(%arg0: vector<3xf32>) {
    %0 = math.asinh %arg0 : vector<3xf32>
    vector.print %0 : vector<3xf32>
    return
  }
  func.func @asinh() {
    %cst = arith.constant 0.000000e+00 : f32
    call @asinh_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant 1.000000e+00 : f32
    call @asinh_f32(%cst_0) : (f32) -> ()
    %cst_1 = arith.constant -1.000000e+00 : f32
    call @asinh_f32(%cst_1) : (f32) -> ()
    %cst_2 = arith.constant 3.000000e+00 : f32
    call @asinh_f32(%cst_2) : (f32) -> ()
    %cst_3 = arith.constant dense<[2.500000e-01, 8.750000e-01, 2.000000e+00]> : vector<3xf32>
    call @asinh_3xf32(%cst_3) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @asinh_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<3xf32>) {
    call @asinh_3xf32(%arg0) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @asinh() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -5.000000e-01 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-0.000000e+00, -0.000000e+00, 158.342926]> : vector<3xf32>
    call @smith_harness_1(%cst_0) : (vector<3xf32>) -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
