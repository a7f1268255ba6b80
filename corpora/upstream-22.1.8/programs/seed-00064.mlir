// Piece 33 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["minmaxi", "minmaxf"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 965477879573675704, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @minmaxi(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.minsi %arg0, %arg1 : i32
    %1 = arith.maxsi %arg0, %arg1 : i32
    %2 = arith.minui %arg0, %arg1 : i32
    %3 = arith.maxui %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func @minmaxf(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.minimumf %arg0, %arg1 : f32
    %1 = arith.maximumf %arg0, %arg1 : f32
    %2 = arith.minnumf %arg0, %arg1 : f32
    %3 = arith.maxnumf %arg0, %arg1 : f32
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @minmaxi(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @minmaxf(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %c-13_i32 = arith.constant -13 : i32
    %c8_i32 = arith.constant 8 : i32
    %0 = call @smith_harness_0(%c-13_i32, %c8_i32) : (i32, i32) -> i32
    %cst = arith.constant -7.750000e+00 : f32
    %cst_0 = arith.constant 1.575000e+01 : f32
    %1 = call @smith_harness_1(%cst, %cst_0) : (f32, f32) -> f32
    %2 = arith.extsi %0 : i32 to i64
    %3 = arith.bitcast %1 : f32 to i32
    %4 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %6 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %6 : i64
    vector.print %10 : i64
    return
  }
}
