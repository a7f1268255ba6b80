// Piece 11 of Dialect/Vector/vector-reduce-to-contract.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["contract_broadcast_dimension_would_go_unused_in_lhs_rhs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-reduce-to-contract.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 8094030560706748508, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
module {
  func.func @contract_broadcast_dimension_would_go_unused_in_lhs_rhs(%arg0: vector<1x2xi32>, %arg1: vector<2xi32>, %arg2: vector<1xi32>) -> vector<1xi32> {
    %0 = vector.broadcast %arg1 : vector<2xi32> to vector<1x1x2xi32>
    %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %0, %arg2 : vector<1x2xi32>, vector<1x1x2xi32> into vector<1xi32>
    return %1 : vector<1xi32>
  }
  func.func @smith_harness_0(%arg0: vector<1x2xi32>, %arg1: vector<2xi32>, %arg2: vector<1xi32>) -> vector<1xi32> {
    %0 = call @contract_broadcast_dimension_would_go_unused_in_lhs_rhs(%arg0, %arg1, %arg2) : (vector<1x2xi32>, vector<2xi32>, vector<1xi32>) -> vector<1xi32>
    return %0 : vector<1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-13, 16]]> : vector<1x2xi32>
    %cst_0 = arith.constant dense<[16, 9]> : vector<2xi32>
    %cst_1 = arith.constant dense<-14> : vector<1xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<1x2xi32>, vector<2xi32>, vector<1xi32>) -> vector<1xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<1xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
