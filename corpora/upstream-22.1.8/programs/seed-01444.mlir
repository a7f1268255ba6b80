// Piece 1 of Transforms/constant-fold-debuginfo.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["materialize_different_dialect"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/constant-fold-debuginfo.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3989021411657961581, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @materialize_different_dialect() -> (f32, f32) {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = math.absf %cst : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    return %0, %cst_0 : f32, f32
  }
  func.func @smith_harness_0() -> (f32, f32) {
    %0:2 = call @materialize_different_dialect() : () -> (f32, f32)
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
