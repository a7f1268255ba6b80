// Piece 2 of mlir-runner/math-polynomial-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tanh_f32", "tanh_4xf32", "tanh_8xf32", "tanh"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/math-polynomial-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6493340221040242926, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tanh_f32(%arg0: f32) {
    %0 = math.tanh %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @tanh_4xf32(%arg0: vector<4xf32>) {
    %0 = math.tanh %arg0 : vector<4xf32>
    vector.print %0 : vector<4xf32>
    return
  }
  func.func @tanh_8xf32(%arg0: vector<8xf32>) {
    %0 = math.tanh %arg0 : vector<8xf32>
    vector.print %0 : vector<8xf32>
    return
  }
  func.func @tanh() {
    %cst = arith.constant 1.250000e+00 : f32
    call @tanh_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[2.500000e-01, 7.500000e-01, 1.000000e+00, 1.250000e+00]> : vector<4xf32>
    call @tanh_4xf32(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01, 5.000000e-01, 6.000000e-01, 0.699999988, 8.000000e-01]> : vector<8xf32>
    call @tanh_8xf32(%cst_1) : (vector<8xf32>) -> ()
    %cst_2 = arith.constant 0x7FC00000 : f32
    call @tanh_f32(%cst_2) : (f32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @tanh_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>) {
    call @tanh_4xf32(%arg0) : (vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: vector<8xf32>) {
    call @tanh_8xf32(%arg0) : (vector<8xf32>) -> ()
    return
  }
  func.func @smith_harness_3() {
    call @tanh() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.000000e+00 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[4.000000e+00, -1.500000e+00, -0.650651693, -1.475000e+01]> : vector<4xf32>
    call @smith_harness_1(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant dense<[1.000000e+00, -2.000000e+00, 7.796740e+01, -5.750000e+00, 1.375000e+01, 1.375000e+01, -1.225000e+01, 0xFF800000]> : vector<8xf32>
    call @smith_harness_2(%cst_1) : (vector<8xf32>) -> ()
    call @smith_harness_3() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
