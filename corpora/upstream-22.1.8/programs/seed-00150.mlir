// Piece 12 of Conversion/MathToROCDL/math-to-rocdl.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["math_sinh"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToROCDL/math-to-rocdl.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 5768208740723634511, "skipped": {}, "smith_version": "0.1.0"}
module @test_module {
  func.func @math_sinh(%arg0: f16, %arg1: f32, %arg2: f64) -> (f16, f32, f64) {
    %0 = math.sinh %arg0 : f16
    %1 = math.sinh %arg1 : f32
    %2 = math.sinh %arg2 : f64
    return %0, %1, %2 : f16, f32, f64
  }
  func.func @smith_harness_0(%arg0: f16, %arg1: f32, %arg2: f64) -> (f16, f32, f64) {
    %0:3 = call @math_sinh(%arg0, %arg1, %arg2) : (f16, f32, f64) -> (f16, f32, f64)
    return %0#0, %0#1, %0#2 : f16, f32, f64
  }
  func.func @main() {
    %cst = arith.constant 1.125000e+01 : f16
    %cst_0 = arith.constant -8.250000e+00 : f32
    %cst_1 = arith.constant 4.500000e+00 : f64
    %0:3 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (f16, f32, f64) -> (f16, f32, f64)
    %1 = arith.bitcast %0#0 : f16 to i16
    %2 = arith.cmpf uno, %0#0, %0#0 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %3 = arith.select %2, %c32256_i16, %1 : i16
    %4 = arith.extsi %3 : i16 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = arith.bitcast %0#2 : f64 to i64
    %10 = arith.cmpf uno, %0#2, %0#2 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %11 = arith.select %10, %c9221120237041090560_i64, %9 : i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %13 = arith.addi %12, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_2 : i64
    %15 = arith.addi %14, %8 : i64
    vector.print %11 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_3 : i64
    %17 = arith.addi %16, %11 : i64
    vector.print %17 : i64
    return
  }
}
