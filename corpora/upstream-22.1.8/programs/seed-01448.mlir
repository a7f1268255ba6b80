// Piece 24 of Transforms/constant-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_arith.ceildivsi"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/constant-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 7092168079230585235, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_arith.ceildivsi() -> (i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.ceildivsi %c7_i32, %c2_i32 : i32
    %c-2_i32 = arith.constant -2 : i32
    %1 = arith.ceildivsi %c7_i32, %c-2_i32 : i32
    %c-9_i32 = arith.constant -9 : i32
    %2 = arith.ceildivsi %c-9_i32, %c2_i32 : i32
    %c-15_i32 = arith.constant -15 : i32
    %3 = arith.ceildivsi %c-15_i32, %c-2_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi eq, %c0_i32, %c0_i32_0 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %5 = arith.cmpi eq, %c7_i32, %c-2147483648_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %6 = arith.cmpi eq, %c0_i32, %c-1_i32 : i32
    %7 = arith.andi %5, %6 : i1
    %8 = arith.ori %4, %7 : i1
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.select %8, %c1_i32, %c0_i32 : i32
    %10 = arith.ceildivsi %c7_i32, %9 : i32
    return %0, %1, %2, %3, %10 : i32, i32, i32, i32, i32
  }
  func.func @smith_harness_0() -> (i32, i32, i32, i32, i32) {
    %0:5 = call @simple_arith.ceildivsi() : () -> (i32, i32, i32, i32, i32)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : i32, i32, i32, i32, i32
  }
  func.func @main() {
    %0:5 = call @smith_harness_0() : () -> (i32, i32, i32, i32, i32)
    %1 = arith.extsi %0#0 : i32 to i64
    %2 = arith.extsi %0#1 : i32 to i64
    %3 = arith.extsi %0#2 : i32 to i64
    %4 = arith.extsi %0#3 : i32 to i64
    %5 = arith.extsi %0#4 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_0 : i64
    %9 = arith.addi %8, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_1 : i64
    %11 = arith.addi %10, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %5 : i64
    vector.print %15 : i64
    return
  }
}
