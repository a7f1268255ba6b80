// Piece 31 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_mulf", "test_mulf1", "test_mulf2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 343474777770218343, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_mulf(%arg0: f32) -> (f32, f32, f32, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = arith.mulf %cst_0, %arg0 : f32
    %1 = arith.mulf %arg0, %cst : f32
    %2 = arith.mulf %cst, %arg0 : f32
    %3 = arith.mulf %cst_0, %cst_0 : f32
    return %0, %1, %2, %3 : f32, f32, f32, f32
  }
  func.func @test_mulf1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.negf %arg0 : f32
    %1 = arith.negf %arg1 : f32
    %2 = arith.mulf %0, %1 : f32
    return %2 : f32
  }
  func.func @test_mulf2(%arg0: f32) -> (f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %0 = arith.mulf %cst, %arg0 : f32
    %1 = arith.mulf %cst_0, %arg0 : f32
    return %0, %1 : f32, f32
  }
  func.func @smith_harness_0(%arg0: f32) -> (f32, f32, f32, f32) {
    %0:4 = call @test_mulf(%arg0) : (f32) -> (f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @test_mulf1(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_2(%arg0: f32) -> (f32, f32) {
    %0:2 = call @test_mulf2(%arg0) : (f32) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant 1.375000e+01 : f32
    %0:4 = call @smith_harness_0(%cst) : (f32) -> (f32, f32, f32, f32)
    %cst_0 = arith.constant 5.250000e+00 : f32
    %cst_1 = arith.constant -5.250000e+00 : f32
    %1 = call @smith_harness_1(%cst_0, %cst_1) : (f32, f32) -> f32
    %cst_2 = arith.constant -522.490234 : f32
    %2:2 = call @smith_harness_2(%cst_2) : (f32) -> (f32, f32)
    %3 = arith.bitcast %0#0 : f32 to i32
    %4 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %7 = arith.bitcast %0#1 : f32 to i32
    %8 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %9 = arith.select %8, %c2143289344_i32_3, %7 : i32
    %10 = arith.extsi %9 : i32 to i64
    %11 = arith.bitcast %0#2 : f32 to i32
    %12 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %13 = arith.select %12, %c2143289344_i32_4, %11 : i32
    %14 = arith.extsi %13 : i32 to i64
    %15 = arith.bitcast %0#3 : f32 to i32
    %16 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %17 = arith.select %16, %c2143289344_i32_5, %15 : i32
    %18 = arith.extsi %17 : i32 to i64
    %19 = arith.bitcast %1 : f32 to i32
    %20 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_6 = arith.constant 2143289344 : i32
    %21 = arith.select %20, %c2143289344_i32_6, %19 : i32
    %22 = arith.extsi %21 : i32 to i64
    %23 = arith.bitcast %2#0 : f32 to i32
    %24 = arith.cmpf uno, %2#0, %2#0 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_7, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %27 = arith.bitcast %2#1 : f32 to i32
    %28 = arith.cmpf uno, %2#1, %2#1 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %29 = arith.select %28, %c2143289344_i32_8, %27 : i32
    %30 = arith.extsi %29 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %31 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %32 = arith.addi %31, %6 : i64
    vector.print %10 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_9 : i64
    %34 = arith.addi %33, %10 : i64
    vector.print %14 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %35 = arith.muli %34, %c1000003_i64_10 : i64
    %36 = arith.addi %35, %14 : i64
    vector.print %18 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %37 = arith.muli %36, %c1000003_i64_11 : i64
    %38 = arith.addi %37, %18 : i64
    vector.print %22 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %39 = arith.muli %38, %c1000003_i64_12 : i64
    %40 = arith.addi %39, %22 : i64
    vector.print %26 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %41 = arith.muli %40, %c1000003_i64_13 : i64
    %42 = arith.addi %41, %26 : i64
    vector.print %30 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %43 = arith.muli %42, %c1000003_i64_14 : i64
    %44 = arith.addi %43, %30 : i64
    vector.print %44 : i64
    return
  }
}
