// Piece 39 of Dialect/Tosa/tosa-infer-shapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["gather_dynamic_values"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-infer-shapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 39, "release": "22.1.8"}, "seed": 5292507978060480214, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @gather_dynamic_values(%arg0: tensor<?x?x?xi32>, %arg1: tensor<3x6xi32>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1 = tosa.maximum %arg1, %0 : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?x?xi32>
    %c1_0 = arith.constant 1 : index
    %2 = arith.subi %dim, %c1_0 : index
    %c0 = arith.constant 0 : index
    %3 = arith.maxsi %2, %c0 : index
    %4 = arith.index_cast %3 : index to i32
    %from_elements = tensor.from_elements %4 : tensor<1x1xi32>
    %5 = tosa.minimum %1, %from_elements : (tensor<3x6xi32>, tensor<1x1xi32>) -> tensor<3x6xi32>
    %6 = tosa.gather %arg0, %5 : (tensor<?x?x?xi32>, tensor<3x6xi32>) -> tensor<?x?x?xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xi32>, %arg1: tensor<3x6xi32>) {
    call @gather_dynamic_values(%arg0, %arg1) : (tensor<?x?x?xi32>, tensor<3x6xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[79347815, -4], [-12, -11]], [[2147483647, -9], [1471875837, 9]]]> : tensor<2x2x2xi32>
    %cast = tensor.cast %cst : tensor<2x2x2xi32> to tensor<?x?x?xi32>
    %cst_0 = arith.constant dense<[[39910230, -4, 0, -5, 15, -348954148], [9, -2147483647, -3, 869236818, 328412019, 1], [-2147483647, -2147483647, -1725234246, 13, -1, -11]]> : tensor<3x6xi32>
    call @smith_harness_0(%cast, %cst_0) : (tensor<?x?x?xi32>, tensor<3x6xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
