// Piece 0 of Dialect/Builtin/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["multiple_conversion_casts", "multiple_conversion_casts_failure"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Builtin/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8047956058496298582, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @multiple_conversion_casts(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
    %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
    return %1#0, %1#1 : i32, i32
  }
  func.func @multiple_conversion_casts_failure(%arg0: i32, %arg1: i32, %arg2: i64) -> (i32, i32) {
    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
    %1:2 = builtin.unrealized_conversion_cast %arg2, %0#1 : i64, i64 to i32, i32
    return %1#0, %1#1 : i32, i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %0:2 = call @multiple_conversion_casts(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @smith_harness_1(%arg0: i32, %arg1: i32, %arg2: i64) -> (i32, i32) {
    %0:2 = call @multiple_conversion_casts_failure(%arg0, %arg1, %arg2) : (i32, i32, i64) -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @main() {
    %c-1119197839_i32 = arith.constant -1119197839 : i32
    %c551612966_i32 = arith.constant 551612966 : i32
    %0:2 = call @smith_harness_0(%c-1119197839_i32, %c551612966_i32) : (i32, i32) -> (i32, i32)
    %c-13_i32 = arith.constant -13 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-15_i64 = arith.constant -15 : i64
    %1:2 = call @smith_harness_1(%c-13_i32, %c1_i32, %c-15_i64) : (i32, i32, i64) -> (i32, i32)
    %2 = arith.extsi %0#0 : i32 to i64
    %3 = arith.extsi %0#1 : i32 to i64
    %4 = arith.extsi %1#0 : i32 to i64
    %5 = arith.extsi %1#1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_0 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_1 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %5 : i64
    vector.print %13 : i64
    return
  }
}
