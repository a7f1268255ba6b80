// Piece 27 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_slice_of_constant_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 9167870035828128882, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_slice_of_constant_mask() -> vector<2x1xi1> {
    %0 = vector.constant_mask [2, 2] : vector<4x3xi1>
    %1 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
    return %1 : vector<2x1xi1>
  }
  func.func @smith_harness_0() -> vector<2x1xi1> {
    %0 = call @extract_strided_slice_of_constant_mask() : () -> vector<2x1xi1>
    return %0 : vector<2x1xi1>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> vector<2x1xi1>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i1 from vector<2x1xi1>
    %2 = arith.extui %1 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1, 0] : i1 from vector<2x1xi1>
    %6 = arith.extui %5 : i1 to i64
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
