// Piece 0 of mlir-query/function-extraction.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mixedOperations"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-query/function-extraction.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2659877580367624287, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @mixedOperations(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg2 : f32
    %2 = arith.mulf %arg0, %1 : f32
    %3 = arith.addf %arg1, %arg2 : f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.subf %4, %arg0 : f32
    %6 = arith.addf %4, %arg1 : f32
    %7 = arith.mulf %5, %6 : f32
    return %7 : f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @mixedOperations(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant -1.600000e+01 : f32
    %cst_0 = arith.constant 2.250000e+00 : f32
    %cst_1 = arith.constant 201.734818 : f32
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (f32, f32, f32) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
