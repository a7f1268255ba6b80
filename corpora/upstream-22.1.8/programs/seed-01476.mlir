// Piece 2 of mlir-runner/X86Vector/math-polynomial-approx-avx2.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rsqrt", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/X86Vector/math-polynomial-approx-avx2.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 8325219447297709544, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rsqrt() {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = math.rsqrt %cst : f32
    vector.print %0 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %1 = math.rsqrt %cst_0 : f32
    vector.print %1 : f32
    %cst_1 = arith.constant dense<2.000000e+00> : vector<8xf32>
    %2 = math.rsqrt %cst_1 : vector<8xf32>
    vector.print %2 : vector<8xf32>
    return
  }
  func.func @main_0() {
    call @rsqrt() : () -> ()
    return
  }
  func.func @smith_harness_0() {
    call @rsqrt() : () -> ()
    return
  }
  func.func @smith_harness_1() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
