// Piece 67 of Conversion/VectorToLLVM/vector-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_slice_index_1d_from_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 67, "release": "22.1.8"}, "seed": 6351969010148858506, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_slice_index_1d_from_1d(%arg0: vector<4xindex>) -> vector<2xindex> {
    %0 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [2], strides = [1]} : vector<4xindex> to vector<2xindex>
    return %0 : vector<2xindex>
  }
  func.func @smith_harness_0(%arg0: vector<4xindex>) -> vector<2xindex> {
    %0 = call @extract_strided_slice_index_1d_from_1d(%arg0) : (vector<4xindex>) -> vector<2xindex>
    return %0 : vector<2xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[2, 0, 2, 1]> : vector<4xindex>
    %0 = call @smith_harness_0(%cst) : (vector<4xindex>) -> vector<2xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : index from vector<2xindex>
    %2 = arith.index_cast %1 : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : index from vector<2xindex>
    %6 = arith.index_cast %5 : index to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %10 = arith.addi %9, %8 : i64
    vector.print %10 : i64
    return
  }
}
