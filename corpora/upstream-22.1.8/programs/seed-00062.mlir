// Piece 31 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ceildivsi", "ceildivui"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 1951238480588978502, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ceildivsi(%arg0: i64, %arg1: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %1 = arith.cmpi eq, %arg0, %c-9223372036854775808_i64 : i64
    %c-1_i64 = arith.constant -1 : i64
    %2 = arith.cmpi eq, %arg1, %c-1_i64 : i64
    %3 = arith.andi %1, %2 : i1
    %4 = arith.ori %0, %3 : i1
    %c1_i64 = arith.constant 1 : i64
    %5 = arith.select %4, %c1_i64, %arg1 : i64
    %6 = arith.ceildivsi %arg0, %5 : i64
    return %6 : i64
  }
  func.func @ceildivui(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.select %0, %c1_i32, %arg0 : i32
    %2 = arith.ceildivui %arg0, %1 : i32
    return %2 : i32
  }
  func.func @smith_harness_0(%arg0: i64, %arg1: i64) -> i64 {
    %0 = call @ceildivsi(%arg0, %arg1) : (i64, i64) -> i64
    return %0 : i64
  }
  func.func @smith_harness_1(%arg0: i32) -> i32 {
    %0 = call @ceildivui(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-8_i64 = arith.constant -8 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %0 = call @smith_harness_0(%c-8_i64, %c-9223372036854775808_i64) : (i64, i64) -> i64
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %1 = call @smith_harness_1(%c2147483647_i32) : (i32) -> i32
    %2 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %0 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
