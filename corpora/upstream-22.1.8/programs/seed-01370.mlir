// Piece 1 of Integration/Dialect/Standard/CPU/test-ceil-floor-pos-neg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["non_inline_function", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Standard/CPU/test-ceil-floor-pos-neg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1847203081812684396, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @non_inline_function() -> (i64, i64, i64, i64, i64, i64) {
    %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %c1_i64 = arith.constant 1 : i64
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    return %c-9223372036854775807_i64, %c-1_i64, %c-9223372036854775808_i64, %c1_i64, %c9223372036854775807_i64, %c-1_i64 : i64, i64, i64, i64, i64, i64
  }
  func.func @main_0() {
    %0:6 = call @non_inline_function() : () -> (i64, i64, i64, i64, i64, i64)
    %c0_i64 = arith.constant 0 : i64
    %1 = arith.cmpi eq, %0#1, %c0_i64 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %2 = arith.cmpi eq, %0#0, %c-9223372036854775808_i64 : i64
    %c-1_i64 = arith.constant -1 : i64
    %3 = arith.cmpi eq, %0#1, %c-1_i64 : i64
    %4 = arith.andi %2, %3 : i1
    %5 = arith.ori %1, %4 : i1
    %c1_i64 = arith.constant 1 : i64
    %6 = arith.select %5, %c1_i64, %0#1 : i64
    %7 = arith.floordivsi %0#0, %6 : i64
    %c0_i64_0 = arith.constant 0 : i64
    %8 = arith.cmpi eq, %0#3, %c0_i64_0 : i64
    %c-9223372036854775808_i64_1 = arith.constant -9223372036854775808 : i64
    %9 = arith.cmpi eq, %0#2, %c-9223372036854775808_i64_1 : i64
    %c-1_i64_2 = arith.constant -1 : i64
    %10 = arith.cmpi eq, %0#3, %c-1_i64_2 : i64
    %11 = arith.andi %9, %10 : i1
    %12 = arith.ori %8, %11 : i1
    %c1_i64_3 = arith.constant 1 : i64
    %13 = arith.select %12, %c1_i64_3, %0#3 : i64
    %14 = arith.floordivsi %0#2, %13 : i64
    %c0_i64_4 = arith.constant 0 : i64
    %15 = arith.cmpi eq, %0#5, %c0_i64_4 : i64
    %c-9223372036854775808_i64_5 = arith.constant -9223372036854775808 : i64
    %16 = arith.cmpi eq, %0#4, %c-9223372036854775808_i64_5 : i64
    %c-1_i64_6 = arith.constant -1 : i64
    %17 = arith.cmpi eq, %0#5, %c-1_i64_6 : i64
    %18 = arith.andi %16, %17 : i1
    %19 = arith.ori %15, %18 : i1
    %c1_i64_7 = arith.constant 1 : i64
    %20 = arith.select %19, %c1_i64_7, %0#5 : i64
    %21 = arith.floordivsi %0#4, %20 : i64
    vector.print %7 : i64
    vector.print %14 : i64
    vector.print %21 : i64
    return
  }
  func.func @smith_harness_0() -> (i64, i64, i64, i64, i64, i64) {
    %0:6 = call @non_inline_function() : () -> (i64, i64, i64, i64, i64, i64)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : i64, i64, i64, i64, i64, i64
  }
  func.func @smith_harness_1() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    %0:6 = call @smith_harness_0() : () -> (i64, i64, i64, i64, i64, i64)
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0#0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %1 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %2 = arith.addi %1, %0#0 : i64
    vector.print %0#1 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %3 = arith.muli %2, %c1000003_i64_0 : i64
    %4 = arith.addi %3, %0#1 : i64
    vector.print %0#2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %0#2 : i64
    vector.print %0#3 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %0#3 : i64
    vector.print %0#4 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %0#4 : i64
    vector.print %0#5 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_4 : i64
    %12 = arith.addi %11, %0#5 : i64
    vector.print %12 : i64
    return
  }
}
