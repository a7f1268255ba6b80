// Piece 5 of Dialect/Vector/canonicalize/vector-from-elements.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["to_shape_cast_rank1_to_rank3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize/vector-from-elements.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 687886250059313784, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @to_shape_cast_rank1_to_rank3(%arg0: vector<8xi8>) -> vector<2x2x2xi8> {
    %0 = vector.extract %arg0[0] : i8 from vector<8xi8>
    %1 = vector.extract %arg0[1] : i8 from vector<8xi8>
    %2 = vector.extract %arg0[2] : i8 from vector<8xi8>
    %3 = vector.extract %arg0[3] : i8 from vector<8xi8>
    %4 = vector.extract %arg0[4] : i8 from vector<8xi8>
    %5 = vector.extract %arg0[5] : i8 from vector<8xi8>
    %6 = vector.extract %arg0[6] : i8 from vector<8xi8>
    %7 = vector.extract %arg0[7] : i8 from vector<8xi8>
    %8 = vector.from_elements %0, %1, %2, %3, %4, %5, %6, %7 : vector<2x2x2xi8>
    return %8 : vector<2x2x2xi8>
  }
  func.func @smith_harness_0(%arg0: vector<8xi8>) -> vector<2x2x2xi8> {
    %0 = call @to_shape_cast_rank1_to_rank3(%arg0) : (vector<8xi8>) -> vector<2x2x2xi8>
    return %0 : vector<2x2x2xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<[-13, 16, -1, -25, 10, -127, -1, -5]> : vector<8xi8>
    %0 = call @smith_harness_0(%cst) : (vector<8xi8>) -> vector<2x2x2xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0, 0] : i8 from vector<2x2x2xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 0, 1] : i8 from vector<2x2x2xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 1, 0] : i8 from vector<2x2x2xi8>
    %10 = arith.extsi %9 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 1, 1] : i8 from vector<2x2x2xi8>
    %14 = arith.extsi %13 : i8 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[1, 0, 0] : i8 from vector<2x2x2xi8>
    %18 = arith.extsi %17 : i8 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[1, 0, 1] : i8 from vector<2x2x2xi8>
    %22 = arith.extsi %21 : i8 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[1, 1, 0] : i8 from vector<2x2x2xi8>
    %26 = arith.extsi %25 : i8 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[1, 1, 1] : i8 from vector<2x2x2xi8>
    %30 = arith.extsi %29 : i8 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %32 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %33 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %34 = arith.addi %33, %32 : i64
    vector.print %34 : i64
    return
  }
}
