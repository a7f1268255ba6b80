// Piece 18 of mlir-runner/math-polynomial-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["acos_f32", "acos_3xf32", "acos"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/math-polynomial-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 6448604873091134364, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @acos_f32(%arg0: f32) {
    %0 = math.acos %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @acos_3xf32(%arg0: vector<3xf32>) {
    %0 = math.acos %arg0 : vector<3xf32>
    vector.print %0 : vector<3xf32>
    return
  }
  func.func @acos() {
    %cst = arith.constant 0.000000e+00 : f32
    call @acos_f32(%cst) : (f32) -> ()
    %cst_0 = arith.constant -5.625000e-01 : f32
    call @acos_f32(%cst_0) : (f32) -> ()
    %cst_1 = arith.constant -3.750000e-01 : f32
    call @acos_f32(%cst_1) : (f32) -> ()
    %cst_2 = arith.constant -2.500000e-01 : f32
    call @acos_f32(%cst_2) : (f32) -> ()
    %cst_3 = arith.constant dense<[2.500000e-01, 3.750000e-01, 5.625000e-01]> : vector<3xf32>
    call @acos_3xf32(%cst_3) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @acos_f32(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: vector<3xf32>) {
    call @acos_3xf32(%arg0) : (vector<3xf32>) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @acos() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -5.750000e+00 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant dense<[-0.112554237, 6.97174167, 7840.2705]> : vector<3xf32>
    call @smith_harness_1(%cst_0) : (vector<3xf32>) -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
