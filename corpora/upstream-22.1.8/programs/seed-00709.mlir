// Piece 15 of Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_fuse_by_collapsing_pad_non_constant_padding"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fuse-with-reshape-by-collapsing.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 6355891204839218007, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_fuse_by_collapsing_pad_non_constant_padding(%arg0: tensor<2x12xi32>) -> tensor<8x3x4xi32> {
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 3, 4] : tensor<2x12xi32> into tensor<2x3x4xi32>
    %c0_i32 = arith.constant 0 : i32
    %padded = tensor.pad %expanded low[1, 0, 0] high[5, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      %0 = arith.index_cast %arg1 : index to i32
      tensor.yield %0 : i32
    } : tensor<2x3x4xi32> to tensor<8x3x4xi32>
    return %padded : tensor<8x3x4xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x12xi32>) -> tensor<8x3x4xi32> {
    %0 = call @no_fuse_by_collapsing_pad_non_constant_padding(%arg0) : (tensor<2x12xi32>) -> tensor<8x3x4xi32>
    return %0 : tensor<8x3x4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[2057861656, -2147483648, 1, 2147483647, 10, 142508535, 13, 2147483647, -1, 2147483646, 1, 2147483647], [-3, -1, 1, 1594334715, 613588983, 14, -9, 2, 0, 0, -2147483647, 9]]> : tensor<2x12xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<2x12xi32>) -> tensor<8x3x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<8x3x4xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_1 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_1 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
