// Piece 2 of IR/test-func-erase-arg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/test-func-erase-arg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6156926494347811616, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f(%arg0: f32 {test.A}, %arg1: f32 {test.erase_this_arg}) {
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) {
    call @f(%arg0, %arg1) : (f32, f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -2.500000e-01 : f32
    %cst_0 = arith.constant -2.500000e-01 : f32
    call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
