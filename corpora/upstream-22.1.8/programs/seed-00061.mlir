// Piece 35 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ops_supporting_fastmath"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 35, "release": "22.1.8"}, "seed": 2199530104520115978, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ops_supporting_fastmath(%arg0: f32, %arg1: f32, %arg2: i32) {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.maximumf %arg0, %arg1 : f32
    %3 = arith.minimumf %arg0, %arg1 : f32
    %4 = arith.mulf %arg0, %arg1 : f32
    %5 = arith.negf %arg0 : f32
    %6 = arith.remf %arg0, %arg1 : f32
    %7 = arith.subf %arg0, %arg1 : f32
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: i32) {
    call @ops_supporting_fastmath(%arg0, %arg1, %arg2) : (f32, f32, i32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 1.050000e+01 : f32
    %cst_0 = arith.constant 5.07028913 : f32
    %c1243101874_i32 = arith.constant 1243101874 : i32
    call @smith_harness_0(%cst, %cst_0, %c1243101874_i32) : (f32, f32, i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
