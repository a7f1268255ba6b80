// Piece 0 of Conversion/MathToLLVM/math-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToLLVM/math-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8771858832185087468, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ops(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: f64) {
    %0 = math.exp %arg0 : f32
    %1 = math.exp2 %arg0 : f32
    %2 = math.sqrt %arg0 : f32
    %3 = math.sqrt %arg4 : f64
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: f64) {
    call @ops(%arg0, %arg1, %arg2, %arg3, %arg4) : (f32, f32, i32, i32, f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 8.250000e+00 : f32
    %cst_0 = arith.constant 2.750000e+00 : f32
    %c5_i32 = arith.constant 5 : i32
    %c-580781666_i32 = arith.constant -580781666 : i32
    %cst_1 = arith.constant -1.250000e+00 : f64
    call @smith_harness_0(%cst, %cst_0, %c5_i32, %c-580781666_i32, %cst_1) : (f32, f32, i32, i32, f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
