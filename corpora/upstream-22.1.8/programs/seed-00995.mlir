// Piece 106 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shape_of_from_reshape_int_to_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 106, "release": "22.1.8"}, "seed": 339599310676072536, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @shape_of_from_reshape_int_to_index(%arg0: tensor<?x1xf32>, %arg1: tensor<3xi32>) -> tensor<3xindex> {
    %reshape = tensor.reshape %arg0(%arg1) : (tensor<?x1xf32>, tensor<3xi32>) -> tensor<?x1x1xf32>
    %0 = shape.shape_of %reshape : tensor<?x1x1xf32> -> tensor<3xindex>
    return %0 : tensor<3xindex>
  }
  func.func @smith_harness_0(%arg0: tensor<?x1xf32>, %arg1: tensor<3xi32>) -> tensor<3xindex> {
    %0 = call @shape_of_from_reshape_int_to_index(%arg0, %arg1) : (tensor<?x1xf32>, tensor<3xi32>) -> tensor<3xindex>
    return %0 : tensor<3xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<-0.645053803> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x1xf32>
    %cst_0 = arith.constant dense<[-2, 1, 672820378]> : tensor<3xi32>
    %0 = call @smith_harness_0(%cast, %cst_0) : (tensor<?x1xf32>, tensor<3xi32>) -> tensor<3xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<3xindex>
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
