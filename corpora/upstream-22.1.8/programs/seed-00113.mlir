// Piece 11 of Conversion/FuncToSPIRV/types-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["large_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToSPIRV/types-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 3836131068615097652, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @large_vector(%arg0: vector<1024xi32>) {
    return
  }
  func.func @smith_harness_0(%arg0: vector<1024xi32>) {
    call @large_vector(%arg0) : (vector<1024xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<13> : vector<1024xi32>
    call @smith_harness_0(%cst) : (vector<1024xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
