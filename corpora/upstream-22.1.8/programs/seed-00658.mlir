// Piece 95 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_cast_unpack_dynamic_tile_size"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 95, "release": "22.1.8"}, "seed": 80462162596397186, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_cast_unpack_dynamic_tile_size(%arg0: tensor<1x1x8x1xi32>, %arg1: tensor<7x?xi32>) -> tensor<7x?xi32> {
    %cast = tensor.cast %arg0 : tensor<1x1x8x1xi32> to tensor<1x1x?x1xi32>
    %c8 = arith.constant 8 : index
    %unpack = linalg.unpack %cast inner_dims_pos = [0, 1] inner_tiles = [%c8, 1] into %arg1 {test_attr} : tensor<1x1x?x1xi32> -> tensor<7x?xi32>
    return %unpack : tensor<7x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x8x1xi32>, %arg1: tensor<7x?xi32>) -> tensor<7x?xi32> {
    %0 = call @fold_cast_unpack_dynamic_tile_size(%arg0, %arg1) : (tensor<1x1x8x1xi32>, tensor<7x?xi32>) -> tensor<7x?xi32>
    return %0 : tensor<7x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-2], [-3], [0], [-315408798], [8], [-14], [1], [-12]]]]> : tensor<1x1x8x1xi32>
    %cst_0 = arith.constant dense<[[-9, 1, 89534748], [-2147483648, 0, -2147483647], [-2147483648, 1, 932844063], [-12, 2147483647, 74542564], [2147483647, 1045719478, -775764603], [10, -9, -1456746740], [-3, 11, -495002648]]> : tensor<7x3xi32>
    %cast = tensor.cast %cst_0 : tensor<7x3xi32> to tensor<7x?xi32>
    %0 = call @smith_harness_0(%cst, %cast) : (tensor<1x1x8x1xi32>, tensor<7x?xi32>) -> tensor<7x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c1_1 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_1 : tensor<7x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<7x?xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_3 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
