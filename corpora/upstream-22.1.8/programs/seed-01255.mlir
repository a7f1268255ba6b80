// Piece 7 of Dialect/Vector/vector-dropleadunitdim-transforms.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_away_contraction_does_not_transpose_leading_unit_dims"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-dropleadunitdim-transforms.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 6702333573762663189, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
module {
  func.func @cast_away_contraction_does_not_transpose_leading_unit_dims(%arg0: vector<1x1x8xi32>, %arg1: vector<1x8x8xi32>, %arg2: vector<1x8xi32>) -> vector<1x8xi32> {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<1x1x8xi32>, vector<1x8x8xi32> into vector<1x8xi32>
    return %0 : vector<1x8xi32>
  }
  func.func @smith_harness_0(%arg0: vector<1x1x8xi32>, %arg1: vector<1x8x8xi32>, %arg2: vector<1x8xi32>) -> vector<1x8xi32> {
    %0 = call @cast_away_contraction_does_not_transpose_leading_unit_dims(%arg0, %arg1, %arg2) : (vector<1x1x8xi32>, vector<1x8x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
    return %0 : vector<1x8xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-59356059, -576863553, 12, 2147483647, 523135060, -1, 9, -1408646540]]]> : vector<1x1x8xi32>
    %cst_0 = arith.constant dense<[[[-16, 650897577, 2, -4, -5, 1, 157368771, -13], [3, -998724217, -3, 843890693, -16, -1, -1661517715, 0], [0, 2147483647, -1319856789, -854892126, -6, 11, -1, 1], [-268119126, -2147483647, 1625924103, -15, -7, 5, -8, -2147483647], [-11, 1641732656, 2, -2147483648, 1454004876, 5, 2147483646, -2147483647], [-1356209620, -1, -2147483647, -6, 1, -1234674130, -1, 2], [-596854758, 2, -968000473, -2147483648, -16, -257281951, -13, 0], [-2147483648, 1638534305, 0, -1628859149, -16, 2143968641, 11, 6]]]> : vector<1x8x8xi32>
    %cst_1 = arith.constant dense<[[15, -264820185, 11, -15, -4, 2147483646, 1, -10]]> : vector<1x8xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<1x1x8xi32>, vector<1x8x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i32 from vector<1x8xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i32 from vector<1x8xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i32 from vector<1x8xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_3 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : i32 from vector<1x8xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[0, 4] : i32 from vector<1x8xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_5 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[0, 5] : i32 from vector<1x8xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_6 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[0, 6] : i32 from vector<1x8xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_7 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[0, 7] : i32 from vector<1x8xi32>
    %30 = arith.extsi %29 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_8 : i64
    %32 = arith.addi %31, %30 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %32 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %33 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %34 = arith.addi %33, %32 : i64
    vector.print %34 : i64
    return
  }
}
