// Piece 2 of Dialect/Tensor/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor.cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1435792341447705760, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor.cast(%arg0: tensor<?xindex>) -> tensor<2xindex> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xindex>
    %c2 = arith.constant 2 : index
    %0 = arith.cmpi eq, %dim, %c2 : index
    %1 = scf.if %0 -> (tensor<?xindex>) {
      scf.yield %arg0 : tensor<?xindex>
    } else {
      %2 = tensor.empty() : tensor<2xindex>
      %c0_0 = arith.constant 0 : index
      %3 = linalg.fill ins(%c0_0 : index) outs(%2 : tensor<2xindex>) -> tensor<2xindex>
      %cast_1 = tensor.cast %3 : tensor<2xindex> to tensor<?xindex>
      scf.yield %cast_1 : tensor<?xindex>
    }
    %cast = tensor.cast %1 : tensor<?xindex> to tensor<2xindex>
    return %cast : tensor<2xindex>
  }
  func.func @smith_harness_0(%arg0: tensor<?xindex>) -> tensor<2xindex> {
    %0 = call @tensor.cast(%arg0) : (tensor<?xindex>) -> tensor<2xindex>
    return %0 : tensor<2xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[1, 3]> : tensor<2xindex>
    %cast = tensor.cast %cst : tensor<2xindex> to tensor<?xindex>
    %0 = call @smith_harness_0(%cast) : (tensor<?xindex>) -> tensor<2xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<2xindex>
      %4 = arith.index_cast %extracted : index to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_1 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
