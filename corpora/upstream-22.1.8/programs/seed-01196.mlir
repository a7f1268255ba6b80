// Piece 30 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_slice_of_create_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 6272159151270311852, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_slice_of_create_mask(%arg0: index, %arg1: index) -> vector<2x2xi1> {
    %0 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
    %1 = vector.extract_strided_slice %0 {offsets = [2, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
    return %1 : vector<2x2xi1>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<2x2xi1> {
    %0 = call @extract_strided_slice_of_create_mask(%arg0, %arg1) : (index, index) -> vector<2x2xi1>
    return %0 : vector<2x2xi1>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c0, %c0_0) : (index, index) -> vector<2x2xi1>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i1 from vector<2x2xi1>
    %2 = arith.extui %1 : i1 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i1 from vector<2x2xi1>
    %6 = arith.extui %5 : i1 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[1, 0] : i1 from vector<2x2xi1>
    %10 = arith.extui %9 : i1 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[1, 1] : i1 from vector<2x2xi1>
    %14 = arith.extui %13 : i1 to i64
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
