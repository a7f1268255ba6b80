// Piece 2 of Dialect/Func/duplicate-function-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ite", "also_ite", "reverse_ite", "user"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Func/duplicate-function-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4883207140525662646, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ite(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      scf.yield %arg2 : f32
    }
    return %0 : f32
  }
  func.func @also_ite(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      scf.yield %arg2 : f32
    }
    return %0 : f32
  }
  func.func @reverse_ite(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg2 : f32
    } else {
      scf.yield %arg1 : f32
    }
    return %0 : f32
  }
  func.func @user(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @also_ite(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    %1 = call @ite(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    %2 = call @reverse_ite(%arg0, %0, %1) : (i1, f32, f32) -> f32
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @ite(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @also_ite(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_2(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @reverse_ite(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_3(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    %0 = call @user(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %false = arith.constant false
    %cst = arith.constant -1.300000e+01 : f32
    %cst_0 = arith.constant -7.750000e+00 : f32
    %0 = call @smith_harness_0(%false, %cst, %cst_0) : (i1, f32, f32) -> f32
    %false_1 = arith.constant false
    %cst_2 = arith.constant -6.750000e+00 : f32
    %cst_3 = arith.constant 1.175000e+01 : f32
    %1 = call @smith_harness_1(%false_1, %cst_2, %cst_3) : (i1, f32, f32) -> f32
    %false_4 = arith.constant false
    %cst_5 = arith.constant 1.000000e+01 : f32
    %cst_6 = arith.constant -6692.40673 : f32
    %2 = call @smith_harness_2(%false_4, %cst_5, %cst_6) : (i1, f32, f32) -> f32
    %true = arith.constant true
    %cst_7 = arith.constant 7.500000e+00 : f32
    %cst_8 = arith.constant 0x7F800000 : f32
    %3 = call @smith_harness_3(%true, %cst_7, %cst_8) : (i1, f32, f32) -> f32
    %4 = arith.bitcast %0 : f32 to i32
    %5 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %8 = arith.bitcast %1 : f32 to i32
    %9 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_9 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_9, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %12 = arith.bitcast %2 : f32 to i32
    %13 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %14 = arith.select %13, %c2143289344_i32_10, %12 : i32
    %15 = arith.extsi %14 : i32 to i64
    %16 = arith.bitcast %3 : f32 to i32
    %17 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32_11 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_11, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %20 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %21 = arith.addi %20, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_12 : i64
    %23 = arith.addi %22, %11 : i64
    vector.print %15 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_13 : i64
    %25 = arith.addi %24, %15 : i64
    vector.print %19 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_14 : i64
    %27 = arith.addi %26, %19 : i64
    vector.print %27 : i64
    return
  }
}
