// Piece 6 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["andOfExtSI", "andOfExtUI", "orOfExtSI", "orOfExtUI"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 2330164075810399979, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @andOfExtSI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extsi %arg1 : i8 to i64
    %2 = arith.andi %0, %1 : i64
    return %2 : i64
  }
  func.func @andOfExtUI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extui %arg0 : i8 to i64
    %1 = arith.extui %arg1 : i8 to i64
    %2 = arith.andi %0, %1 : i64
    return %2 : i64
  }
  func.func @orOfExtSI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extsi %arg1 : i8 to i64
    %2 = arith.ori %0, %1 : i64
    return %2 : i64
  }
  func.func @orOfExtUI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extui %arg0 : i8 to i64
    %1 = arith.extui %arg1 : i8 to i64
    %2 = arith.ori %0, %1 : i64
    return %2 : i64
  }
  func.func @smith_harness_0(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @andOfExtSI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @smith_harness_1(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @andOfExtUI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @smith_harness_2(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @orOfExtSI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @smith_harness_3(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @orOfExtUI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @main() {
    %c13_i8 = arith.constant 13 : i8
    %c32_i8 = arith.constant 32 : i8
    %0 = call @smith_harness_0(%c13_i8, %c32_i8) : (i8, i8) -> i64
    %c16_i8 = arith.constant 16 : i8
    %c0_i8 = arith.constant 0 : i8
    %1 = call @smith_harness_1(%c16_i8, %c0_i8) : (i8, i8) -> i64
    %c0_i8_0 = arith.constant 0 : i8
    %c-46_i8 = arith.constant -46 : i8
    %2 = call @smith_harness_2(%c0_i8_0, %c-46_i8) : (i8, i8) -> i64
    %c-1_i8 = arith.constant -1 : i8
    %c-8_i8 = arith.constant -8 : i8
    %3 = call @smith_harness_3(%c-1_i8, %c-8_i8) : (i8, i8) -> i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %0 : i64
    vector.print %1 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_3 : i64
    %11 = arith.addi %10, %3 : i64
    vector.print %11 : i64
    return
  }
}
