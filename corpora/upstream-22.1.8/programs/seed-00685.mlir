// Piece 6 of Dialect/Linalg/decompose-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unpack_with_non_adjacent_inner_dims_pos_and_unit_outer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 715148330542401439, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unpack_with_non_adjacent_inner_dims_pos_and_unit_outer(%arg0: tensor<1x1x1x4x1xf32>, %arg1: tensor<1x1x4xf32>) -> tensor<1x1x4xf32> {
    %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 2, 0] inner_dims_pos = [2, 0] inner_tiles = [4, 1] into %arg1 : tensor<1x1x1x4x1xf32> -> tensor<1x1x4xf32>
    return %unpack : tensor<1x1x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x1x4x1xf32>, %arg1: tensor<1x1x4xf32>) -> tensor<1x1x4xf32> {
    %0 = call @unpack_with_non_adjacent_inner_dims_pos_and_unit_outer(%arg0, %arg1) : (tensor<1x1x1x4x1xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    return %0 : tensor<1x1x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[[-1.000000e+00], [-98.2580795], [-9.250000e+00], [6.500000e+00]]]]]> : tensor<1x1x1x4x1xf32>
    %cst_0 = arith.constant dense<[[[0xFF800000, 0xFF800000, -1.550000e+01, -7.500000e+00]]]> : tensor<1x1x4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x1x1x4x1xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x1x4xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_4 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
