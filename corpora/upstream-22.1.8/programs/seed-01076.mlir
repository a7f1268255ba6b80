// Piece 27 of Dialect/Tensor/fold-into-pack-and-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_transpose_linalg.unpack_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-into-pack-and-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 2099211636297119069, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linalg_transpose_linalg.unpack_fold(%arg0: tensor<1x1x4x16xi32>) -> tensor<16x4xi32> {
    %0 = tensor.empty() : tensor<1x1x16x4xi32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x1x4x16xi32>) outs(%0 : tensor<1x1x16x4xi32>) permutation = [1, 0, 3, 2] 
    %1 = tensor.empty() : tensor<16x4xi32>
    %c0_i32 = arith.constant 0 : i32
    %2 = linalg.fill ins(%c0_i32 : i32) outs(%1 : tensor<16x4xi32>) -> tensor<16x4xi32>
    %unpack = linalg.unpack %transposed outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 4] into %2 : tensor<1x1x16x4xi32> -> tensor<16x4xi32>
    return %unpack : tensor<16x4xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x4x16xi32>) -> tensor<16x4xi32> {
    %0 = call @linalg_transpose_linalg.unpack_fold(%arg0) : (tensor<1x1x4x16xi32>) -> tensor<16x4xi32>
    return %0 : tensor<16x4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[8, -521489640, 1, 0, -2147483647, 5, 39799731, 13, -7, 14, 1495455655, -853556519, -1, -1985613568, -2, 2], [-1797067014, 2, 4, -886178385, -2147483648, 1098808812, -4, 8, 13, -1098936603, 1191287576, 991509715, -15, -744748610, 5, 0], [2147483647, -2, -1, 856289208, 0, 5, -2147483647, -14, 2147483647, -5, -980049044, -14, 0, -11, 0, 1], [-2147483647, 13, 0, -1298455898, 2147483646, -661376002, -176775444, -2147483647, -2, -15, -823163637, 1, 1, 1, -1618817025, 12]]]]> : tensor<1x1x4x16xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x1x4x16xi32>) -> tensor<16x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<16x4xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_1 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
