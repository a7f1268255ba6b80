// Piece 238 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["contiguous_extract_strided_slices_to_extract_sizes_and_outer_source_dims_no_overlap"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 238, "release": "22.1.8"}, "seed": 5182941043963946349, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @contiguous_extract_strided_slices_to_extract_sizes_and_outer_source_dims_no_overlap(%arg0: vector<8x2x4xi32>) -> vector<4xi32> {
    %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [1, 1], strides = [1, 1]} : vector<8x2x4xi32> to vector<1x1x4xi32>
    %1 = vector.shape_cast %0 : vector<1x1x4xi32> to vector<4xi32>
    return %1 : vector<4xi32>
  }
  func.func @smith_harness_0(%arg0: vector<8x2x4xi32>) -> vector<4xi32> {
    %0 = call @contiguous_extract_strided_slices_to_extract_sizes_and_outer_source_dims_no_overlap(%arg0) : (vector<8x2x4xi32>) -> vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-13, 2, 0, 1955401703], [-847694253, 2078564653, 15, -15]], [[-527049392, 5, 5, 844549896], [-16, -745576628, 1732625177, 240822474]], [[-2147483647, 30028839, -243318262, 2147483646], [-1195923092, 964917827, 12, 764303638]], [[-4, 13, 511283485, -11], [-1, 1, 1111555250, 0]], [[-9, -2147483647, -10, 2147483647], [9, 872720137, -2147483647, -13]], [[12, 403087073, -2147483647, 1046287744], [1, -1, 11, 7]], [[1540131037, -2147483648, 2147483647, -2147483648], [-1415234025, -13, 12, -4]], [[1063716960, -3, 14, -2147483647], [13, -1289638185, 822877807, -8]]]> : vector<8x2x4xi32>
    %0 = call @smith_harness_0(%cst) : (vector<8x2x4xi32>) -> vector<4xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<4xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i32 from vector<4xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i32 from vector<4xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i32 from vector<4xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
