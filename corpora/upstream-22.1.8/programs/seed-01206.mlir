// Piece 162 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shuffle_canonicalize_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 162, "release": "22.1.8"}, "seed": 3595860400699996127, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @shuffle_canonicalize_0d(%arg0: vector<i32>, %arg1: vector<i32>) -> vector<1xi32> {
    %0 = vector.shuffle %arg0, %arg1 [0] : vector<i32>, vector<i32>
    return %0 : vector<1xi32>
  }
  func.func @smith_harness_0(%arg0: vector<i32>, %arg1: vector<i32>) -> vector<1xi32> {
    %0 = call @shuffle_canonicalize_0d(%arg0, %arg1) : (vector<i32>, vector<i32>) -> vector<1xi32>
    return %0 : vector<1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1> : vector<i32>
    %cst_0 = arith.constant dense<421369007> : vector<i32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<i32>, vector<i32>) -> vector<1xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<1xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
