// Piece 5 of Dialect/Affine/simplify-structures.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_num_results_if_elimination", "test_trivially_false_returning_two_results", "test_trivially_true_returning_five_results", "test_not_trivially_true_or_false_returning_three_results"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/simplify-structures.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 8131431198578088482, "skipped": {"external": "declaration", "external1": "declaration", "test_always_false_if_elimination": "calls declared", "test_always_true_if_elimination": "calls declared", "test_dimensional_if_elimination": "calls declared"}, "smith_version": "0.1.0"}
#set = affine_set<() : (0 == 0)>
#set1 = affine_set<(d0, d1) : (5 >= 0, -2 >= 0)>
#set2 = affine_set<(d0, d1) : (1 >= 0, 3 >= 0)>
#set3 = affine_set<(d0, d1) : (d0 - 1 == 0)>
module {
  func.func @test_num_results_if_elimination() -> index {
    %c0 = arith.constant 0 : index
    %0 = affine.if #set() -> index {
      affine.yield %c0 : index
    } else {
      affine.yield %c0 : index
    }
    return %0 : index
  }
  func.func @test_trivially_false_returning_two_results(%arg0: index) -> (index, index) {
    %c7 = arith.constant 7 : index
    %c13 = arith.constant 13 : index
    %0:2 = affine.if #set1(%c7, %c13) -> (index, index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      affine.yield %c0, %c1 : index, index
    } else {
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      affine.yield %c7, %arg0 : index, index
    }
    return %0#0, %0#1 : index, index
  }
  func.func @test_trivially_true_returning_five_results() -> (index, index, index, index, index) {
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %0:5 = affine.if #set2(%c12, %c13) -> (index, index, index, index, index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      affine.yield %c0, %c1, %c2, %c3, %c4 : index, index, index, index, index
    } else {
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      affine.yield %c5, %c6, %c7, %c8, %c9 : index, index, index, index, index
    }
    return %0#0, %0#1, %0#2, %0#3, %0#4 : index, index, index, index, index
  }
  func.func @test_not_trivially_true_or_false_returning_three_results() -> (index, index, index) {
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %0:3 = affine.if #set3(%c8, %c13) -> (index, index, index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      affine.yield %c0, %c1, %c2 : index, index, index
    } else {
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      affine.yield %c3, %c4, %c5 : index, index, index
    }
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_0() -> index {
    %0 = call @test_num_results_if_elimination() : () -> index
    return %0 : index
  }
  func.func @smith_harness_1(%arg0: index) -> (index, index) {
    %0:2 = call @test_trivially_false_returning_two_results(%arg0) : (index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @smith_harness_2() -> (index, index, index, index, index) {
    %0:5 = call @test_trivially_true_returning_five_results() : () -> (index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : index, index, index, index, index
  }
  func.func @smith_harness_3() -> (index, index, index) {
    %0:3 = call @test_not_trivially_true_or_false_returning_three_results() : () -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> index
    %c0 = arith.constant 0 : index
    %1:2 = call @smith_harness_1(%c0) : (index) -> (index, index)
    %2:5 = call @smith_harness_2() : () -> (index, index, index, index, index)
    %3:3 = call @smith_harness_3() : () -> (index, index, index)
    %4 = arith.index_cast %0 : index to i64
    %5 = arith.index_cast %1#0 : index to i64
    %6 = arith.index_cast %1#1 : index to i64
    %7 = arith.index_cast %2#0 : index to i64
    %8 = arith.index_cast %2#1 : index to i64
    %9 = arith.index_cast %2#2 : index to i64
    %10 = arith.index_cast %2#3 : index to i64
    %11 = arith.index_cast %2#4 : index to i64
    %12 = arith.index_cast %3#0 : index to i64
    %13 = arith.index_cast %3#1 : index to i64
    %14 = arith.index_cast %3#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %16 = arith.addi %15, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %17 = arith.muli %16, %c1000003_i64_0 : i64
    %18 = arith.addi %17, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_1 : i64
    %20 = arith.addi %19, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_2 : i64
    %22 = arith.addi %21, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_3 : i64
    %24 = arith.addi %23, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %25 = arith.muli %24, %c1000003_i64_4 : i64
    %26 = arith.addi %25, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %26, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %29 = arith.muli %28, %c1000003_i64_6 : i64
    %30 = arith.addi %29, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %31 = arith.muli %30, %c1000003_i64_7 : i64
    %32 = arith.addi %31, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_8 : i64
    %34 = arith.addi %33, %13 : i64
    vector.print %14 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %34, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %14 : i64
    vector.print %36 : i64
    return
  }
}
