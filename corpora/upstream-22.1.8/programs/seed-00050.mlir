// Piece 28 of Conversion/ArithToEmitC/arith-to-emitc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["arith_cmpf_true"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToEmitC/arith-to-emitc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 28, "release": "22.1.8"}, "seed": 3028461008573172522, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @arith_cmpf_true(%arg0: f32, %arg1: f32) -> i1 {
    %0 = arith.cmpf true, %arg0, %arg1 : f32
    return %0 : i1
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> i1 {
    %0 = call @arith_cmpf_true(%arg0, %arg1) : (f32, f32) -> i1
    return %0 : i1
  }
  func.func @main() {
    %cst = arith.constant -9.52811911E-4 : f32
    %cst_0 = arith.constant 15.7541542 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> i1
    %1 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
