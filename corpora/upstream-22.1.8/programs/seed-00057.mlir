// Piece 16 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fptrunc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 8865440035620272521, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fptrunc(%arg0: f32, %arg1: f64) {
    %0 = arith.truncf %arg0 : f32 to f16
    %1 = arith.truncf %arg1 : f64 to f16
    %2 = arith.truncf %arg1 : f64 to f32
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f64) {
    call @fptrunc(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -1.525000e+01 : f64
    call @smith_harness_0(%cst, %cst_0) : (f32, f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
