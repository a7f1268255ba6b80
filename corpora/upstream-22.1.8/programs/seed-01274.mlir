// Piece 12 of Dialect/Vector/vector-reduce-to-contract.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["contract_broadcast_would_have_no_reduction_dim_pair"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-reduce-to-contract.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 7129097320707209042, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @contract_broadcast_would_have_no_reduction_dim_pair(%arg0: vector<1xf32>, %arg1: vector<1xf32>, %arg2: vector<1xf32>) -> vector<1xf32> {
    %0 = vector.broadcast %arg1 : vector<1xf32> to vector<1x1xf32>
    %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %0, %arg2 : vector<1xf32>, vector<1x1xf32> into vector<1xf32>
    return %1 : vector<1xf32>
  }
  func.func @smith_harness_0(%arg0: vector<1xf32>, %arg1: vector<1xf32>, %arg2: vector<1xf32>) -> vector<1xf32> {
    %0 = call @contract_broadcast_would_have_no_reduction_dim_pair(%arg0, %arg1, %arg2) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    return %0 : vector<1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<2.75958115E-7> : vector<1xf32>
    %cst_0 = arith.constant dense<309.582458> : vector<1xf32>
    %cst_1 = arith.constant dense<-0.000000e+00> : vector<1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<1xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %9 = arith.addi %8, %7 : i64
    vector.print %9 : i64
    return
  }
}
