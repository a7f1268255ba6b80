// Piece 10 of mlir-runner/math-polynomial-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["exp_f32", "exp_4xf32", "exp", "expm1_f32", "expm1_3xf32", "expm1_4xf32", "expm1_8xf32", "expm1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/math-polynomial-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 1863103939679204909, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @exp_f32(%arg0: f32) {
    %0 = math.exp %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @exp_4xf32(%arg0: vector<4xf32>) {
    %0 = math.exp %arg0 : vector<4xf32>
    vector.print %0 : vector<4xf32>
    return
  }
  func.func @exp() {
    %cst = arith.constant 1.000000e+00 : f32
    call @exp_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-2.500000e-01, 7.500000e-01, 1.000000e+00, 1.350000e+00]> : vector<4xf32>
    call @exp_4xf32(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant 0.000000e+00 : f32
    call @exp_f32(%cst_1) : (f32) -> ()
    %cst_2 = arith.constant dense<[-8.900000e+01, -2.500000e+01, 2.500000e+01, 8.900000e+01]> : vector<4xf32>
    call @exp_4xf32(%cst_2) : (vector<4xf32>) -> ()
    %cst_3 = arith.constant 0x7F800000 : f32
    call @exp_f32(%cst_3) : (f32) -> ()
    %cst_4 = arith.constant 0xFF800000 : f32
    call @exp_f32(%cst_4) : (f32) -> ()
    %cst_5 = arith.constant 0x7FC00000 : f32
    call @exp_f32(%cst_5) : (f32) -> ()
    return
  }
  func.func @expm1_f32(%arg0: f32) {
    %0 = math.expm1 %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @expm1_3xf32(%arg0: vector<3xf32>) {
    %0 = math.expm1 %arg0 : vector<3xf32>
    vector.print %0 : vector<3xf32>
    return
  }
  func.func @expm1_4xf32(%arg0: vector<4xf32>) {
    %0 = math.expm1 %arg0 : vector<4xf32>
    vector.print %0 : vector<4xf32>
    return
  }
  func.func @expm1_8xf32(%arg0: vector<8xf32>) {
    %0 = math.expm1 %arg0 : vector<8xf32>
    vector.print %0 : vector<8xf32>
    return
  }
  func.func @expm1() {
    %cst = arith.constant 1.000000e-10 : f32
    call @expm1_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-0.00999999977, 0.00999999977, 5.000000e-01, 2.000000e+00]> : vector<4xf32>
    call @expm1_4xf32(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant dense<[-2.000000e-01, 0.000000e+00, 2.000000e-01, 4.000000e-01, 6.000000e-01, 8.000000e-01, 1.000000e+00, 1.200000e+00]> : vector<8xf32>
    call @expm1_8xf32(%cst_1) : (vector<8xf32>) -> ()
    %cst_2 = arith.constant 0xFF800000 : f32
    call @expm1_f32(%cst_2) : (f32) -> ()
    %cst_3 = arith.constant 0x7F800000 : f32
    call @expm1_f32(%cst_3) : (f32) -> ()
    %cst_4 = arith.constant dense<[0xFF800000, 0x7F800000, 1.000000e-10]> : vector<3xf32>
    call @expm1_3xf32(%cst_4) : (vector<3xf32>) -> ()
    %cst_5 = arith.constant 0x7FC00000 : f32
    call @expm1_f32(%cst_5) : (f32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @exp_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>) {
    call @exp_4xf32(%arg0) : (vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @exp() : () -> ()
    return
  }
  func.func @smith_harness_3(%arg0: f32) {
    call @expm1_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: vector<3xf32>) {
    call @expm1_3xf32(%arg0) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: vector<4xf32>) {
    call @expm1_4xf32(%arg0) : (vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_6(%arg0: vector<8xf32>) {
    call @expm1_8xf32(%arg0) : (vector<8xf32>) -> ()
    return
  }
  func.func @smith_harness_7() {
    call @expm1() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0xFF800000 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-0.00746918237, 7.250000e+00, -1.500000e+00, -992.73352]> : vector<4xf32>
    call @smith_harness_1(%cst_0) : (vector<4xf32>) -> ()
    call @smith_harness_2() : () -> ()
    %cst_1 = arith.constant 1.375000e+01 : f32
    call @smith_harness_3(%cst_1) : (f32) -> ()
    %cst_2 = arith.constant dense<[-29.0601196, -80.7796707, -4.000000e+00]> : vector<3xf32>
    call @smith_harness_4(%cst_2) : (vector<3xf32>) -> ()
    %cst_3 = arith.constant dense<[5.000000e-01, -2.36658554E-4, -0.000000e+00, -9.250000e+00]> : vector<4xf32>
    call @smith_harness_5(%cst_3) : (vector<4xf32>) -> ()
    %cst_4 = arith.constant dense<[1.275000e+01, 1.100000e+01, 8.8536644, -7759.65576, -8.500000e+00, -2.250000e+00, 4.250000e+00, 0x7F800000]> : vector<8xf32>
    call @smith_harness_6(%cst_4) : (vector<8xf32>) -> ()
    call @smith_harness_7() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
