// Piece 7 of Conversion/MemRefToLLVM/type-conversion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["multi_return", "caller"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/type-conversion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 274495702519150824, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @multi_return(%arg0: i17, %arg1: i1) -> (i17, i1) {
    return %arg0, %arg1 : i17, i1
  }
  func.func @caller(%arg0: i1, %arg1: i17) -> (i17, i1, i17) {
    %0:2 = call @multi_return(%arg1, %arg0) : (i17, i1) -> (i17, i1)
    return %0#0, %0#1, %0#0 : i17, i1, i17
  }
  func.func @smith_harness_0(%arg0: i17, %arg1: i1) -> (i17, i1) {
    %0:2 = call @multi_return(%arg0, %arg1) : (i17, i1) -> (i17, i1)
    return %0#0, %0#1 : i17, i1
  }
  func.func @smith_harness_1(%arg0: i1, %arg1: i17) -> (i17, i1, i17) {
    %0:3 = call @caller(%arg0, %arg1) : (i1, i17) -> (i17, i1, i17)
    return %0#0, %0#1, %0#2 : i17, i1, i17
  }
  func.func @main() {
    %c-65536_i17 = arith.constant -65536 : i17
    %true = arith.constant true
    %0:2 = call @smith_harness_0(%c-65536_i17, %true) : (i17, i1) -> (i17, i1)
    %true_0 = arith.constant true
    %c3_i17 = arith.constant 3 : i17
    %1:3 = call @smith_harness_1(%true_0, %c3_i17) : (i1, i17) -> (i17, i1, i17)
    %2 = arith.extsi %0#0 : i17 to i64
    %3 = arith.extui %0#1 : i1 to i64
    %4 = arith.extsi %1#0 : i17 to i64
    %5 = arith.extui %1#1 : i1 to i64
    %6 = arith.extsi %1#2 : i17 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_3 : i64
    %14 = arith.addi %13, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %6 : i64
    vector.print %16 : i64
    return
  }
}
