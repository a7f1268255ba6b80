// Piece 5 of Dialect/XeGPU/xegpu-vector-linearize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_linearize_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/XeGPU/xegpu-vector-linearize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 1414011499993650361, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_linearize_index(%arg0: vector<2x2xindex>, %arg1: vector<2x2xi32>) -> vector<2x2xindex> {
    %cst = arith.constant dense<[[0, 1], [2, 3]]> : vector<2x2xindex>
    %0 = arith.addi %arg0, %cst : vector<2x2xindex>
    %1 = arith.index_cast %0 : vector<2x2xindex> to vector<2x2xi32>
    %2 = arith.muli %1, %arg1 : vector<2x2xi32>
    %3 = arith.index_cast %2 : vector<2x2xi32> to vector<2x2xindex>
    return %3 : vector<2x2xindex>
  }
  func.func @smith_harness_0(%arg0: vector<2x2xindex>, %arg1: vector<2x2xi32>) -> vector<2x2xindex> {
    %0 = call @test_linearize_index(%arg0, %arg1) : (vector<2x2xindex>, vector<2x2xi32>) -> vector<2x2xindex>
    return %0 : vector<2x2xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[[2, 2], [3, 3]]> : vector<2x2xindex>
    %cst_0 = arith.constant dense<[[-1879765777, -11], [-7, 7]]> : vector<2x2xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<2x2xindex>, vector<2x2xi32>) -> vector<2x2xindex>
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
