// Piece 0 of Dialect/ArmNeon/lower-to-arm-neon.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_arm_neon_mixed_types"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmNeon/lower-to-arm-neon.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8597300954703584565, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @vector_arm_neon_mixed_types(%arg0: vector<2x8xi8>, %arg1: vector<2x8xi4>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
    %0 = arith.extsi %arg0 : vector<2x8xi8> to vector<2x8xi32>
    %1 = arith.extsi %arg1 : vector<2x8xi4> to vector<2x8xi32>
    %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %arg2 : vector<2x8xi32>, vector<2x8xi32> into vector<2x2xi32>
    return %2 : vector<2x2xi32>
  }
  func.func @smith_harness_0(%arg0: vector<2x8xi8>, %arg1: vector<2x8xi4>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
    %0 = call @vector_arm_neon_mixed_types(%arg0, %arg1, %arg2) : (vector<2x8xi8>, vector<2x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
    return %0 : vector<2x2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[126, -1, -46, -1, 1, -24, 1, 4], [-1, 5, 127, -32, 71, -128, 120, -7]]> : vector<2x8xi8>
    %cst_0 = arith.constant dense<[[-1, -2, 6, 0, 5, -2, -5, 1], [-4, -7, -2, 7, -8, 5, -1, 6]]> : vector<2x8xi4>
    %cst_1 = arith.constant dense<[[13, 1], [1961371972, -2147483647]]> : vector<2x2xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<2x8xi8>, vector<2x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i32 from vector<2x2xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i32 from vector<2x2xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[1, 0] : i32 from vector<2x2xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_3 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[1, 1] : i32 from vector<2x2xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
