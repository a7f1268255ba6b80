// Piece 1 of Bytecode/bytecode_callback_with_custom_type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["base_test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Bytecode/bytecode_callback_with_custom_type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3513985402290105515, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @base_test(%arg0: i32, %arg1: f32) {
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: f32) {
    call @base_test(%arg0, %arg1) : (i32, f32) -> ()
    return
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant -1.375000e+01 : f32
    call @smith_harness_0(%c-1_i32, %cst) : (i32, f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
