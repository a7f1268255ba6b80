// Piece 1 of Dialect/Func/duplicate-function-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["add_lr", "also_add_lr", "add_rl", "also_add_rl", "user"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Func/duplicate-function-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2537036462675608335, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @add_lr(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    return %0 : f32
  }
  func.func @also_add_lr(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    return %0 : f32
  }
  func.func @add_rl(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg1, %arg0 : f32
    return %0 : f32
  }
  func.func @also_add_rl(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg1, %arg0 : f32
    return %0 : f32
  }
  func.func @user(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @add_lr(%arg0, %arg1) : (f32, f32) -> f32
    %1 = call @also_add_lr(%arg0, %arg1) : (f32, f32) -> f32
    %2 = call @add_rl(%0, %1) : (f32, f32) -> f32
    %3 = call @also_add_rl(%arg0, %2) : (f32, f32) -> f32
    return %3 : f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @add_lr(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @also_add_lr(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @add_rl(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_3(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @also_add_rl(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_4(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @user(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant -2.250000e+00 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 2.250000e+00 : f32
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (f32, f32) -> f32
    %cst_3 = arith.constant -1.050000e+01 : f32
    %cst_4 = arith.constant -1.250000e+01 : f32
    %2 = call @smith_harness_2(%cst_3, %cst_4) : (f32, f32) -> f32
    %cst_5 = arith.constant 0.0280563608 : f32
    %cst_6 = arith.constant -1.575000e+01 : f32
    %3 = call @smith_harness_3(%cst_5, %cst_6) : (f32, f32) -> f32
    %cst_7 = arith.constant 0.032489147 : f32
    %cst_8 = arith.constant -3.250000e+00 : f32
    %4 = call @smith_harness_4(%cst_7, %cst_8) : (f32, f32) -> f32
    %5 = arith.bitcast %0 : f32 to i32
    %6 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = arith.bitcast %1 : f32 to i32
    %10 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_9 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_9, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %13 = arith.bitcast %2 : f32 to i32
    %14 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %15 = arith.select %14, %c2143289344_i32_10, %13 : i32
    %16 = arith.extsi %15 : i32 to i64
    %17 = arith.bitcast %3 : f32 to i32
    %18 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32_11 = arith.constant 2143289344 : i32
    %19 = arith.select %18, %c2143289344_i32_11, %17 : i32
    %20 = arith.extsi %19 : i32 to i64
    %21 = arith.bitcast %4 : f32 to i32
    %22 = arith.cmpf uno, %4, %4 : f32
    %c2143289344_i32_12 = arith.constant 2143289344 : i32
    %23 = arith.select %22, %c2143289344_i32_12, %21 : i32
    %24 = arith.extsi %23 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %25 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %26 = arith.addi %25, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %27 = arith.muli %26, %c1000003_i64_13 : i64
    %28 = arith.addi %27, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %29 = arith.muli %28, %c1000003_i64_14 : i64
    %30 = arith.addi %29, %16 : i64
    vector.print %20 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %31 = arith.muli %30, %c1000003_i64_15 : i64
    %32 = arith.addi %31, %20 : i64
    vector.print %24 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_16 : i64
    %34 = arith.addi %33, %24 : i64
    vector.print %34 : i64
    return
  }
}
