// Piece 9 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fpext"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 4844233834875883680, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fpext(%arg0: f16, %arg1: f32) {
    %0 = arith.extf %arg0 : f16 to f32
    %1 = arith.extf %arg0 : f16 to f64
    %2 = arith.extf %arg1 : f32 to f64
    return
  }
  func.func @smith_harness_0(%arg0: f16, %arg1: f32) {
    call @fpext(%arg0, %arg1) : (f16, f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+00 : f32
    call @smith_harness_0(%cst, %cst_0) : (f16, f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
