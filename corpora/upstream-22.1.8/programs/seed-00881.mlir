// Piece 3 of Dialect/MemRef/resolve-dim-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_dim_of_transpose_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/resolve-dim-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 3116236831713790043, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_dim_of_transpose_op(%arg0: tensor<1x100x?x8xi8>) -> index {
    %0 = tosa.transpose %arg0 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x100x?x8xi8>) -> tensor<1x8x100x?xi8>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %0, %c2 : tensor<1x8x100x?xi8>
    return %dim : index
  }
  func.func @smith_harness_0(%arg0: tensor<1x100x?x8xi8>) -> index {
    %0 = call @static_dim_of_transpose_op(%arg0) : (tensor<1x100x?x8xi8>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<-4> : tensor<1x100x4x8xi8>
    %cast = tensor.cast %cst : tensor<1x100x4x8xi8> to tensor<1x100x?x8xi8>
    %0 = call @smith_harness_0(%cast) : (tensor<1x100x?x8xi8>) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
