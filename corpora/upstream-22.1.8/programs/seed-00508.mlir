// Piece 32 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_divf", "test_divf1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 32, "release": "22.1.8"}, "seed": 647767402349179989, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_divf(%arg0: f64) -> (f64, f64) {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    %0 = arith.divf %arg0, %cst : f64
    %1 = arith.divf %cst, %cst_0 : f64
    return %0, %1 : f64, f64
  }
  func.func @test_divf1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.negf %arg0 : f32
    %1 = arith.negf %arg1 : f32
    %2 = arith.divf %0, %1 : f32
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: f64) -> (f64, f64) {
    %0:2 = call @test_divf(%arg0) : (f64) -> (f64, f64)
    return %0#0, %0#1 : f64, f64
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @test_divf1(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant 1.375000e+01 : f64
    %0:2 = call @smith_harness_0(%cst) : (f64) -> (f64, f64)
    %cst_0 = arith.constant -2.250000e+00 : f32
    %cst_1 = arith.constant -1.075000e+01 : f32
    %1 = call @smith_harness_1(%cst_0, %cst_1) : (f32, f32) -> f32
    %2 = arith.bitcast %0#0 : f64 to i64
    %3 = arith.cmpf uno, %0#0, %0#0 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %4 = arith.select %3, %c9221120237041090560_i64, %2 : i64
    %5 = arith.bitcast %0#1 : f64 to i64
    %6 = arith.cmpf uno, %0#1, %0#1 : f64
    %c9221120237041090560_i64_2 = arith.constant 9221120237041090560 : i64
    %7 = arith.select %6, %c9221120237041090560_i64_2, %5 : i64
    %8 = arith.bitcast %1 : f32 to i32
    %9 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %13 = arith.addi %12, %4 : i64
    vector.print %7 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_4 : i64
    %17 = arith.addi %16, %11 : i64
    vector.print %17 : i64
    return
  }
}
