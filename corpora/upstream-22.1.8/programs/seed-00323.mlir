// Piece 0 of Conversion/VectorToLLVM/vector-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcast_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2704631006721238966, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bitcast_2d(%arg0: vector<2x4xi32>) -> vector<2x2xi64> {
    %0 = vector.bitcast %arg0 : vector<2x4xi32> to vector<2x2xi64>
    return %0 : vector<2x2xi64>
  }
  func.func @smith_harness_0(%arg0: vector<2x4xi32>) -> vector<2x2xi64> {
    %0 = call @bitcast_2d(%arg0) : (vector<2x4xi32>) -> vector<2x2xi64>
    return %0 : vector<2x2xi64>
  }
  func.func @main() {
    %cst = arith.constant dense<[[6, 11, -15, -1653147349], [2, -11, 16, -10]]> : vector<2x4xi32>
    %0 = call @smith_harness_0(%cst) : (vector<2x4xi32>) -> vector<2x2xi64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i64 from vector<2x2xi64>
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %4 = vector.extract %0[0, 1] : i64 from vector<2x2xi64>
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %3, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %4 : i64
    %7 = vector.extract %0[1, 0] : i64 from vector<2x2xi64>
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %6, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %7 : i64
    %10 = vector.extract %0[1, 1] : i64 from vector<2x2xi64>
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %9, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    vector.print %14 : i64
    return
  }
}
