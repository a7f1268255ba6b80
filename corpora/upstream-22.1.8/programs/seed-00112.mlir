// Piece 5 of Conversion/FuncToSPIRV/types-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["float16", "float64", "bfloat16"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToSPIRV/types-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 1214217582142108300, "skipped": {"float80": "element type"}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @float16(%arg0: f16) {
    return
  }
  func.func @float64(%arg0: f64) {
    return
  }
  func.func @bfloat16(%arg0: bf16) {
    return
  }
  func.func @float80(%arg0: f80) {
    return
  }
  func.func @smith_harness_0(%arg0: f16) {
    call @float16(%arg0) : (f16) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: f64) {
    call @float64(%arg0) : (f64) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: bf16) {
    call @bfloat16(%arg0) : (bf16) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -1.231380e-02 : f16
    call @smith_harness_0(%cst) : (f16) -> ()
    %cst_0 = arith.constant 1.200000e+01 : f64
    call @smith_harness_1(%cst_0) : (f64) -> ()
    %cst_1 = arith.constant -1.200000e+01 : bf16
    call @smith_harness_2(%cst_1) : (bf16) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
