// Piece 170 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["interleave_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 170, "release": "22.1.8"}, "seed": 3020359741612773144, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @interleave_0d(%arg0: vector<i8>, %arg1: vector<i8>) -> vector<2xi8> {
    %0 = vector.interleave %arg0, %arg1 : vector<i8> -> vector<2xi8>
    return %0 : vector<2xi8>
  }
  func.func @smith_harness_0(%arg0: vector<i8>, %arg1: vector<i8>) -> vector<2xi8> {
    %0 = call @interleave_0d(%arg0, %arg1) : (vector<i8>, vector<i8>) -> vector<2xi8>
    return %0 : vector<2xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<-7> : vector<i8>
    %cst_0 = arith.constant dense<125> : vector<i8>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<i8>, vector<i8>) -> vector<2xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i8 from vector<2xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i8 from vector<2xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %8 : i64
    vector.print %10 : i64
    return
  }
}
