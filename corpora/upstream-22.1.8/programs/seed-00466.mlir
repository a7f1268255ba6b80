// Piece 8 of Dialect/Linalg/fusion-elementwise-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["producer_indexed_consumer_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3207890026944998883, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%0 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      %3 = arith.addi %in, %in_1 : i32
      linalg.yield %3 : i32
    } -> tensor<?x?xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x?xi32>) outs(%0 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      %3 = linalg.index 0 : index
      %4 = linalg.index 1 : index
      %5 = arith.index_cast %3 : index to i32
      %6 = arith.index_cast %4 : index to i32
      %7 = arith.addi %in, %5 : i32
      %8 = arith.subi %7, %6 : i32
      linalg.yield %8 : i32
    } -> tensor<?x?xi32>
    return %2 : tensor<?x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %0 = call @producer_indexed_consumer_fusion(%arg0, %arg1) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[15, 11, -1530005064], [-10, 0, -2147483647], [-720669464, 6, -135204166]]> : tensor<3x3xi32>
    %cast = tensor.cast %cst : tensor<3x3xi32> to tensor<?x?xi32>
    %cst_0 = arith.constant dense<[[0, -4, 15], [-12, 13, -1], [0, -11, -7]]> : tensor<3x3xi32>
    %cast_1 = tensor.cast %cst_0 : tensor<3x3xi32> to tensor<?x?xi32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xi32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_6 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
