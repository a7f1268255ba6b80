// Piece 2 of Dialect/SCF/wrap-while-loop-in-zero-trip-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["wrap_do_while_loop_in_zero_trip_check"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/wrap-while-loop-in-zero-trip-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6151947942491530537, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @wrap_do_while_loop_in_zero_trip_check(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
      %1 = arith.addi %arg1, %c5_i32 : i32
      %2 = arith.cmpi slt, %1, %arg0 : i32
      %3 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %4 = arith.addi %3, %c1 : index
      memref.store %4, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %5 = arith.cmpi ult, %3, %c4096 : index
      %6 = arith.andi %2, %5 : i1
      scf.condition(%6) %1 : i32
    } do {
    ^bb0(%arg1: i32):
      scf.yield %arg1 : i32
    }
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @wrap_do_while_loop_in_zero_trip_check(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-368357550_i32 = arith.constant -368357550 : i32
    %0 = call @smith_harness_0(%c-368357550_i32) : (i32) -> i32
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
