// Piece 1 of Dialect/Vector/linearize-subject-to-bitwidth.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_index_no_linearize"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/linearize-subject-to-bitwidth.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1020412232200139427, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_index_no_linearize(%arg0: vector<2x2xindex>, %arg1: vector<2x2xindex>) -> vector<2x2xindex> {
    %0 = arith.addi %arg0, %arg1 : vector<2x2xindex>
    return %0 : vector<2x2xindex>
  }
  func.func @smith_harness_0(%arg0: vector<2x2xindex>, %arg1: vector<2x2xindex>) -> vector<2x2xindex> {
    %0 = call @test_index_no_linearize(%arg0, %arg1) : (vector<2x2xindex>, vector<2x2xindex>) -> vector<2x2xindex>
    return %0 : vector<2x2xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[[3, 3], [1, 0]]> : vector<2x2xindex>
    %cst_0 = arith.constant dense<[[3, 0], [1, 2]]> : vector<2x2xindex>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<2x2xindex>, vector<2x2xindex>) -> vector<2x2xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : index from vector<2x2xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : index from vector<2x2xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[1, 0] : index from vector<2x2xindex>
    %10 = arith.index_cast %9 : index to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[1, 1] : index from vector<2x2xindex>
    %14 = arith.index_cast %13 : index to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
