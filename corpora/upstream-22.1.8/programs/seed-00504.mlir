// Piece 9 of Dialect/Linalg/reshape_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reshape_as_producer_projected_permutation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 97693878629003729, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @reshape_as_producer_projected_permutation(%arg0: tensor<33x8x?xi32>, %arg1: tensor<264x?x4xi32>) -> tensor<264x?x4xi32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<33x8x?xi32> into tensor<264x?xi32>
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<264x?xi32>) outs(%arg1 : tensor<264x?x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %4 = arith.index_cast %1 : index to i32
      %5 = arith.addi %in, %4 : i32
      %6 = arith.index_cast %2 : index to i32
      %7 = arith.addi %5, %6 : i32
      %8 = arith.index_cast %3 : index to i32
      %9 = arith.addi %7, %8 : i32
      linalg.yield %9 : i32
    } -> tensor<264x?x4xi32>
    return %0 : tensor<264x?x4xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<33x8x?xi32>, %arg1: tensor<264x?x4xi32>) -> tensor<264x?x4xi32> {
    %0 = call @reshape_as_producer_projected_permutation(%arg0, %arg1) : (tensor<33x8x?xi32>, tensor<264x?x4xi32>) -> tensor<264x?x4xi32>
    return %0 : tensor<264x?x4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-2147483648> : tensor<33x8x3xi32>
    %cast = tensor.cast %cst : tensor<33x8x3xi32> to tensor<33x8x?xi32>
    %cst_0 = arith.constant dense<-655102825> : tensor<264x3x4xi32>
    %cast_1 = tensor.cast %cst_0 : tensor<264x3x4xi32> to tensor<264x?x4xi32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<33x8x?xi32>, tensor<264x?x4xi32>) -> tensor<264x?x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c264 = arith.constant 264 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_2 : tensor<264x?x4xi32>
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c264 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<264x?x4xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_4 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
