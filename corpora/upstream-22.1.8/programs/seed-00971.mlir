// Piece 30 of Dialect/SCF/trip_count.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["trip_count_i32_overflow_64bit_unsigned"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/trip_count.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 2272209961182639865, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @trip_count_i32_overflow_64bit_unsigned(%arg0: i32, %arg1: i32) -> i32 {
    %c1_i64 = arith.constant 1 : i64
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %0 = scf.for unsigned %arg2 = %c9223372036854775807_i64 to %c-9223372036854775808_i64 step %c1_i64 iter_args(%arg3 = %arg0) -> (i32)  : i64 {
      scf.yield %arg1 : i32
    }
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @trip_count_i32_overflow_64bit_unsigned(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c0_i32 = arith.constant 0 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %0 = call @smith_harness_0(%c0_i32, %c-2147483648_i32) : (i32, i32) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
