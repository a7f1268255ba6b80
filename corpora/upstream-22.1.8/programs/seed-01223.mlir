// Piece 0 of Dialect/Vector/drop-unit-dims-with-shape-cast.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_unit_dim_add_basic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/drop-unit-dims-with-shape-cast.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8470083230552226678, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_unit_dim_add_basic(%arg0: vector<1x8xi32>) -> vector<1x8xi32> {
    %0 = arith.addi %arg0, %arg0 : vector<1x8xi32>
    return %0 : vector<1x8xi32>
  }
  func.func @smith_harness_0(%arg0: vector<1x8xi32>) -> vector<1x8xi32> {
    %0 = call @fold_unit_dim_add_basic(%arg0) : (vector<1x8xi32>) -> vector<1x8xi32>
    return %0 : vector<1x8xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[16, -6, -2147483647, -10, -2147483648, 11, -16, 2147483647]]> : vector<1x8xi32>
    %0 = call @smith_harness_0(%cst) : (vector<1x8xi32>) -> vector<1x8xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i32 from vector<1x8xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i32 from vector<1x8xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i32 from vector<1x8xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : i32 from vector<1x8xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[0, 4] : i32 from vector<1x8xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[0, 5] : i32 from vector<1x8xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[0, 6] : i32 from vector<1x8xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[0, 7] : i32 from vector<1x8xi32>
    %30 = arith.extsi %29 : i32 to i64
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
