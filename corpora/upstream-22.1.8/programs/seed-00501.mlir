// Piece 4 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extSIOfExtUI", "extUIOfExtUI", "extSIOfExtSI"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1005930796828287541, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extSIOfExtUI(%arg0: i1) -> i64 {
    %0 = arith.extui %arg0 : i1 to i8
    %1 = arith.extsi %0 : i8 to i64
    return %1 : i64
  }
  func.func @extUIOfExtUI(%arg0: i1) -> i64 {
    %0 = arith.extui %arg0 : i1 to i8
    %1 = arith.extui %0 : i8 to i64
    return %1 : i64
  }
  func.func @extSIOfExtSI(%arg0: i1) -> i64 {
    %0 = arith.extsi %arg0 : i1 to i8
    %1 = arith.extsi %0 : i8 to i64
    return %1 : i64
  }
  func.func @smith_harness_0(%arg0: i1) -> i64 {
    %0 = call @extSIOfExtUI(%arg0) : (i1) -> i64
    return %0 : i64
  }
  func.func @smith_harness_1(%arg0: i1) -> i64 {
    %0 = call @extUIOfExtUI(%arg0) : (i1) -> i64
    return %0 : i64
  }
  func.func @smith_harness_2(%arg0: i1) -> i64 {
    %0 = call @extSIOfExtSI(%arg0) : (i1) -> i64
    return %0 : i64
  }
  func.func @main() {
    %true = arith.constant true
    %0 = call @smith_harness_0(%true) : (i1) -> i64
    %true_0 = arith.constant true
    %1 = call @smith_harness_1(%true_0) : (i1) -> i64
    %true_1 = arith.constant true
    %2 = call @smith_harness_2(%true_1) : (i1) -> i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %0 : i64
    vector.print %1 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_2 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_3 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %8 : i64
    return
  }
}
