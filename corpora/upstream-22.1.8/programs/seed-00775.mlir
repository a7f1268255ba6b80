// Piece 2 of Dialect/Linalg/specialize-generic-ops-fail.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["not_copy"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/specialize-generic-ops-fail.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1491920918452409747, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @not_copy(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c0_i32 = arith.constant 0 : i32
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xi32>) outs(%arg1 : tensor<8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %c0_i32 : i32
    } -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @not_copy(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[8, 8, -12, -2147483648, -13, 14, 15, -16]> : tensor<8xi32>
    %cst_0 = arith.constant dense<[2, -8, 13, -1894261059, 5, 8, -1887813948, 2147483646]> : tensor<8xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<8xi32>
      %4 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_2 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
