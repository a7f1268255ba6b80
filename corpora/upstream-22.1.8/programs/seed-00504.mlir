// Piece 8 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["xorxor", "xorOfExtSI", "xorOfExtUI"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 992653011738238830, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @xorxor(%arg0: i1) -> i1 {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    %1 = arith.xori %0, %true : i1
    return %1 : i1
  }
  func.func @xorOfExtSI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extsi %arg1 : i8 to i64
    %2 = arith.xori %0, %1 : i64
    return %2 : i64
  }
  func.func @xorOfExtUI(%arg0: i8, %arg1: i8) -> i64 {
    %0 = arith.extui %arg0 : i8 to i64
    %1 = arith.extui %arg1 : i8 to i64
    %2 = arith.xori %0, %1 : i64
    return %2 : i64
  }
  func.func @smith_harness_0(%arg0: i1) -> i1 {
    %0 = call @xorxor(%arg0) : (i1) -> i1
    return %0 : i1
  }
  func.func @smith_harness_1(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @xorOfExtSI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @smith_harness_2(%arg0: i8, %arg1: i8) -> i64 {
    %0 = call @xorOfExtUI(%arg0, %arg1) : (i8, i8) -> i64
    return %0 : i64
  }
  func.func @main() {
    %false = arith.constant false
    %0 = call @smith_harness_0(%false) : (i1) -> i1
    %c-1_i8 = arith.constant -1 : i8
    %c-14_i8 = arith.constant -14 : i8
    %1 = call @smith_harness_1(%c-1_i8, %c-14_i8) : (i8, i8) -> i64
    %c-2_i8 = arith.constant -2 : i8
    %c1_i8 = arith.constant 1 : i8
    %2 = call @smith_harness_2(%c-2_i8, %c1_i8) : (i8, i8) -> i64
    %3 = arith.extui %0 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %1 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %2 : i64
    vector.print %9 : i64
    return
  }
}
