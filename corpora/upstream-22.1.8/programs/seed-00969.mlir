// Piece 0 of Dialect/SCF/trip_count.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["trip_count_index_zero_to_zero"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/trip_count.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8797790863577994193, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @trip_count_index_zero_to_zero(%arg0: i32, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %c0 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
      scf.yield %arg1 : i32
    }
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @trip_count_index_zero_to_zero(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %c13_i32 = arith.constant 13 : i32
    %0 = call @smith_harness_0(%c-1_i32, %c13_i32) : (i32, i32) -> i32
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
