// Piece 10 of mlir-runner/test-expand-math-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sinh_f32", "sinh_4xf32", "sinh_8xf32", "sinh"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/test-expand-math-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 5712121109431031707, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sinh_f32(%arg0: f32) {
    %0 = math.sinh %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @sinh_4xf32(%arg0: vector<4xf32>) {
    %0 = math.sinh %arg0 : vector<4xf32>
    vector.print %0 : vector<4xf32>
    return
  }
  func.func @sinh_8xf32(%arg0: vector<8xf32>) {
    %0 = math.sinh %arg0 : vector<8xf32>
    vector.print %0 : vector<8xf32>
    return
  }
  func.func @sinh() {
    %cst = arith.constant 1.250000e+00 : f32
    call @sinh_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[2.500000e-01, 7.500000e-01, 1.000000e+00, 1.250000e+00]> : vector<4xf32>
    call @sinh_4xf32(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01, 5.000000e-01, 6.000000e-01, 0.699999988, 8.000000e-01]> : vector<8xf32>
    call @sinh_8xf32(%cst_1) : (vector<8xf32>) -> ()
    %cst_2 = arith.constant dense<[-1.000000e-01, -2.000000e-01, -3.000000e-01, -4.000000e-01, -5.000000e-01, -6.000000e-01, -0.699999988, -8.000000e-01]> : vector<8xf32>
    call @sinh_8xf32(%cst_2) : (vector<8xf32>) -> ()
    %cst_3 = arith.constant 0x7FC00000 : f32
    call @sinh_f32(%cst_3) : (f32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @sinh_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>) {
    call @sinh_4xf32(%arg0) : (vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: vector<8xf32>) {
    call @sinh_8xf32(%arg0) : (vector<8xf32>) -> ()
    return
  }
  func.func @smith_harness_3() {
    call @sinh() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.32290077 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[8.750000e+00, -3.000000e+00, -0.0425302461, 5820.32666]> : vector<4xf32>
    call @smith_harness_1(%cst_0) : (vector<4xf32>) -> ()
    %cst_1 = arith.constant dense<[-64.9709549, 0.00213729823, 1.175000e+01, 9.98484325, -7.662500e+02, 30.2450809, 3.500000e+00, 6.000000e+00]> : vector<8xf32>
    call @smith_harness_2(%cst_1) : (vector<8xf32>) -> ()
    call @smith_harness_3() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
