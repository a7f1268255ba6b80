// Piece 21 of Dialect/Linalg/generalize-named-polymorphic-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_pooling_nwc_min_unsigned_i32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/generalize-named-polymorphic-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 7256162365184210615, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_pooling_nwc_min_unsigned_i32(%arg0: tensor<1x16x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<1x4x1xi32>) -> tensor<1x4x1xi32> {
    %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<4> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x16x1xi32>, tensor<2xi32>) outs(%arg2 : tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
    return %0 : tensor<1x4x1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x16x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<1x4x1xi32>) -> tensor<1x4x1xi32> {
    %0 = call @generalize_pooling_nwc_min_unsigned_i32(%arg0, %arg1, %arg2) : (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
    return %0 : tensor<1x4x1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-9], [7], [-5], [12], [3], [-9], [-1], [2147483647], [-4], [1], [-5], [-2147483647], [0], [-1216345648], [-2147483647], [2147483646]]]> : tensor<1x16x1xi32>
    %cst_0 = arith.constant dense<[2147483646, 9]> : tensor<2xi32>
    %cst_1 = arith.constant dense<[[[2], [-2147483648], [-2147483647], [-1]]]> : tensor<1x4x1xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x4x1xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_5 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
