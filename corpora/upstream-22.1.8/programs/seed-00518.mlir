// Piece 0 of Dialect/Arith/expand-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ceildivi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/expand-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4561080730903047585, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ceildivi(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %1 = arith.cmpi eq, %arg0, %c-2147483648_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %2 = arith.cmpi eq, %arg1, %c-1_i32 : i32
    %3 = arith.andi %1, %2 : i1
    %4 = arith.ori %0, %3 : i1
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.select %4, %c1_i32, %arg1 : i32
    %6 = arith.ceildivsi %arg0, %5 : i32
    return %6 : i32
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @ceildivi(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %c10_i32 = arith.constant 10 : i32
    %0 = call @smith_harness_0(%c-1_i32, %c10_i32) : (i32, i32) -> i32
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
