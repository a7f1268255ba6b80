// Piece 12 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["infer_concat_operand_types"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 5482143783879117178, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @infer_concat_operand_types(%arg0: tensor<?x12xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x12xi32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg1, %c1 : tensor<?x?xi32>
    %c12 = arith.constant 12 : index
    %0 = arith.cmpi eq, %dim, %c12 : index
    %1 = scf.if %0 -> (tensor<?x?xi32>) {
      scf.yield %arg1 : tensor<?x?xi32>
    } else {
      %c0 = arith.constant 0 : index
      %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi32>
      %2 = tensor.empty(%dim_1) : tensor<?x12xi32>
      %c0_i32 = arith.constant 0 : i32
      %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<?x12xi32>) -> tensor<?x12xi32>
      %cast_2 = tensor.cast %3 : tensor<?x12xi32> to tensor<?x?xi32>
      scf.yield %cast_2 : tensor<?x?xi32>
    }
    %cast = tensor.cast %1 : tensor<?x?xi32> to tensor<?x12xi32>
    %cast_0 = tensor.cast %cast : tensor<?x12xi32> to tensor<?x?xi32>
    %concat = tensor.concat dim(0) %arg0, %cast_0 : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x12xi32>
    return %concat : tensor<?x12xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x12xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x12xi32> {
    %0 = call @infer_concat_operand_types(%arg0, %arg1) : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x12xi32>
    return %0 : tensor<?x12xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0, -1718429340, 14, -1252163722, 8, 16, 4, 12, -4, 1, 2147483646, 1285082624]]> : tensor<1x12xi32>
    %cast = tensor.cast %cst : tensor<1x12xi32> to tensor<?x12xi32>
    %cst_0 = arith.constant dense<141433453> : tensor<1x1xi32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1xi32> to tensor<?x?xi32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x12xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x12xi32>
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c12 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x12xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_4 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
