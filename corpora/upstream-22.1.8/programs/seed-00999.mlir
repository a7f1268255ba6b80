// Piece 122 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shape_of_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 122, "release": "22.1.8"}, "seed": 4398145125087766820, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @shape_of_0d(%arg0: tensor<f32>) -> tensor<?xindex> {
    %0 = shape.shape_of %arg0 : tensor<f32> -> tensor<?xindex>
    return %0 : tensor<?xindex>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>) -> tensor<?xindex> {
    %0 = call @shape_of_0d(%arg0) : (tensor<f32>) -> tensor<?xindex>
    return %0 : tensor<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @smith_harness_0(%cst) : (tensor<f32>) -> tensor<?xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xindex>
      %4 = arith.index_cast %extracted : index to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_2 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
