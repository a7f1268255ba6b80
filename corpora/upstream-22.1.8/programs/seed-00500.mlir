// Piece 1 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cmpi_const_right"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4511647279176597147, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cmpi_const_right(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.cmpi eq, %c1_i64, %arg0 : i64
    %1 = arith.cmpi sle, %c1_i64, %arg0 : i64
    %2 = arith.cmpi sge, %c1_i64, %arg0 : i64
    %3 = arith.cmpi ule, %c1_i64, %arg0 : i64
    %4 = arith.cmpi uge, %c1_i64, %arg0 : i64
    %5 = arith.cmpi ne, %c1_i64, %arg0 : i64
    %6 = arith.cmpi slt, %c1_i64, %arg0 : i64
    %7 = arith.cmpi sgt, %c1_i64, %arg0 : i64
    %8 = arith.cmpi ult, %c1_i64, %arg0 : i64
    %9 = arith.cmpi ugt, %c1_i64, %arg0 : i64
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @smith_harness_0(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0:10 = call @cmpi_const_right(%arg0) : (i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @main() {
    %c-5_i64 = arith.constant -5 : i64
    %0:10 = call @smith_harness_0(%c-5_i64) : (i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1)
    %1 = arith.extui %0#0 : i1 to i64
    %2 = arith.extui %0#1 : i1 to i64
    %3 = arith.extui %0#2 : i1 to i64
    %4 = arith.extui %0#3 : i1 to i64
    %5 = arith.extui %0#4 : i1 to i64
    %6 = arith.extui %0#5 : i1 to i64
    %7 = arith.extui %0#6 : i1 to i64
    %8 = arith.extui %0#7 : i1 to i64
    %9 = arith.extui %0#8 : i1 to i64
    %10 = arith.extui %0#9 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %12 = arith.addi %11, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_0 : i64
    %14 = arith.addi %13, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_1 : i64
    %16 = arith.addi %15, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %17 = arith.muli %16, %c1000003_i64_2 : i64
    %18 = arith.addi %17, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_4 : i64
    %22 = arith.addi %21, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %25 = arith.muli %24, %c1000003_i64_6 : i64
    %26 = arith.addi %25, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %27 = arith.muli %26, %c1000003_i64_7 : i64
    %28 = arith.addi %27, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %29 = arith.muli %28, %c1000003_i64_8 : i64
    %30 = arith.addi %29, %10 : i64
    vector.print %30 : i64
    return
  }
}
