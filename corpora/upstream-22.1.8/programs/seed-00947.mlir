// Piece 4 of Dialect/SCF/loop-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_loop_unroll_with_integer_iv"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/loop-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3754704009201319132, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_loop_unroll_with_integer_iv() -> (f32, f32) {
    %cst = arith.constant 7.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c20_i32 = arith.constant 20 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.for %arg0 = %c0_i32 to %c20_i32 step %c1_i32 iter_args(%arg1 = %cst, %arg2 = %cst) -> (f32, f32)  : i32 {
      %1 = arith.addf %arg1, %arg2 : f32
      %2 = arith.mulf %arg1, %arg2 : f32
      scf.yield %1, %2 : f32, f32
    }
    return %0#0, %0#1 : f32, f32
  }
  func.func @smith_harness_0() -> (f32, f32) {
    %0:2 = call @static_loop_unroll_with_integer_iv() : () -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (f32, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_0, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
