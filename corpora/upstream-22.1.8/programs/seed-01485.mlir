// Piece 2 of mlir-runner/test-expand-math-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func_exp2f", "exp2f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/test-expand-math-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6737649952705020674, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @func_exp2f(%arg0: f64) {
    %0 = math.exp2 %arg0 : f64
    vector.print %0 : f64
    return
  }
  func.func @exp2f() {
    %cst = arith.constant 1.000000e+00 : f64
    call @func_exp2f(%cst) : (f64) -> ()
    %cst_0 = arith.constant 2.000000e+00 : f64
    call @func_exp2f(%cst_0) : (f64) -> ()
    %cst_1 = arith.constant 2.500000e+00 : f64
    call @func_exp2f(%cst_1) : (f64) -> ()
    %cst_2 = arith.constant -1.750000e+00 : f64
    call @func_exp2f(%cst_2) : (f64) -> ()
    %cst_3 = arith.constant 1.320000e-01 : f64
    call @func_exp2f(%cst_3) : (f64) -> ()
    %cst_4 = arith.constant 0.000000e+00 : f64
    %cst_5 = arith.constant 1.000000e+00 : f64
    %0 = arith.divf %cst_5, %cst_4 : f64
    call @func_exp2f(%0) : (f64) -> ()
    %cst_6 = arith.constant 0x415338D6C0000000 : f64
    call @func_exp2f(%cst_6) : (f64) -> ()
    %cst_7 = arith.constant -1.4044477616111843E+306 : f64
    call @func_exp2f(%cst_7) : (f64) -> ()
    %cst_8 = arith.constant 2.2471164185778949E+307 : f64
    call @func_exp2f(%cst_8) : (f64) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f64) {
    call @func_exp2f(%arg0) : (f64) -> ()
    return
  }
  func.func @smith_harness_1() {
    call @exp2f() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0.000000e+00 : f64
    call @smith_harness_0(%cst) : (f64) -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
