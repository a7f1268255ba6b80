// Piece 0 of Dialect/Tosa/transpose-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_cancel_transpose_transpose"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/transpose-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1236121479595809526, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_cancel_transpose_transpose(%arg0: tensor<1x2x3xi32>) -> tensor<1x2x3xi32> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 1, 2, 0>} : (tensor<1x2x3xi32>) -> tensor<2x3x1xi32>
    %1 = tosa.transpose %0 {perms = array<i32: 2, 0, 1>} : (tensor<2x3x1xi32>) -> tensor<1x2x3xi32>
    return %1 : tensor<1x2x3xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x3xi32>) -> tensor<1x2x3xi32> {
    %0 = call @test_cancel_transpose_transpose(%arg0) : (tensor<1x2x3xi32>) -> tensor<1x2x3xi32>
    return %0 : tensor<1x2x3xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1, 2147483646, -1], [10, 12, -4]]]> : tensor<1x2x3xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x2x3xi32>) -> tensor<1x2x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x2x3xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_2 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
