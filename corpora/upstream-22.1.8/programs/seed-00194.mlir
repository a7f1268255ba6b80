// Piece 6 of Conversion/MemRefToLLVM/type-conversion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["one_to_n_return_conversion", "caller"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/type-conversion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 3342024026140590339, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @one_to_n_return_conversion(%arg0: i17) -> i17 {
    return %arg0 : i17
  }
  func.func @caller(%arg0: i17) -> i17 {
    %0 = call @one_to_n_return_conversion(%arg0) : (i17) -> i17
    return %0 : i17
  }
  func.func @smith_harness_0(%arg0: i17) -> i17 {
    %0 = call @one_to_n_return_conversion(%arg0) : (i17) -> i17
    return %0 : i17
  }
  func.func @smith_harness_1(%arg0: i17) -> i17 {
    %0 = call @caller(%arg0) : (i17) -> i17
    return %0 : i17
  }
  func.func @main() {
    %c1_i17 = arith.constant 1 : i17
    %0 = call @smith_harness_0(%c1_i17) : (i17) -> i17
    %c5_i17 = arith.constant 5 : i17
    %1 = call @smith_harness_1(%c5_i17) : (i17) -> i17
    %2 = arith.extsi %0 : i17 to i64
    %3 = arith.extsi %1 : i17 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
