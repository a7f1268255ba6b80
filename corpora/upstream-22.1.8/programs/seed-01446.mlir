// Piece 0 of Transforms/inlining-recursive-2.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parent1", "parent2", "child"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/inlining-recursive-2.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4579100373360915802, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parent1(%arg0: i32) -> i32 {
    %0 = call @child(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @parent2(%arg0: i32) -> i32 {
    %0 = call @child(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @child(%arg0: i32) -> i32 {
    %c10_i32 = arith.constant 10 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.cmpi sge, %arg0, %c10_i32 : i32
    %1 = scf.if %0 -> (i32) {
      scf.yield %arg0 : i32
    } else {
      %2 = arith.addi %arg0, %c1_i32 : i32
      %3 = func.call @parent1(%2) : (i32) -> i32
      %4 = func.call @parent2(%2) : (i32) -> i32
      %5 = arith.addi %3, %4 : i32
      scf.yield %5 : i32
    }
    return %1 : i32
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @parent1(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: i32) -> i32 {
    %0 = call @parent2(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_2(%arg0: i32) -> i32 {
    %0 = call @child(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c0_i32 = arith.constant 0 : i32
    %0 = call @smith_harness_0(%c0_i32) : (i32) -> i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = call @smith_harness_1(%c0_i32_0) : (i32) -> i32
    %c0_i32_1 = arith.constant 0 : i32
    %2 = call @smith_harness_2(%c0_i32_1) : (i32) -> i32
    %3 = arith.extsi %0 : i32 to i64
    %4 = arith.extsi %1 : i32 to i64
    %5 = arith.extsi %2 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_3 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %11 : i64
    return
  }
}
