// Piece 11 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_concat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 8779282011740323298, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_concat(%arg0: tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>) {
    %concat = tensor.concat dim(2) %arg0 : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
    %concat_0 = tensor.concat dim(2) %arg0 : (tensor<1x2x?xi32>) -> tensor<1x2x?xi32>
    return %concat, %concat_0 : tensor<1x2x3xi32>, tensor<1x2x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>) {
    %0:2 = call @fold_concat(%arg0) : (tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>)
    return %0#0, %0#1 : tensor<1x2x3xi32>, tensor<1x2x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[12], [-4]]]> : tensor<1x2x1xi32>
    %cast = tensor.cast %cst : tensor<1x2x1xi32> to tensor<1x2x?xi32>
    %0:2 = call @smith_harness_0(%cast) : (tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#0[%arg0, %arg2, %arg4] : tensor<1x2x3xi32>
          %9 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_9 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    %c2_5 = arith.constant 2 : index
    %dim = tensor.dim %0#1, %c2_5 : tensor<1x2x?xi32>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c1_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %c2_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_1 to %dim step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0#1[%arg0, %arg2, %arg4] : tensor<1x2x?xi32>
          %9 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_9 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
