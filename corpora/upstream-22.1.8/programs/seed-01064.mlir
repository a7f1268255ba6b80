// Piece 0 of Dialect/Tensor/extract-from-collapse-shape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_from_collapse_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/extract-from-collapse-shape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4580102547156466818, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_from_collapse_shape(%arg0: tensor<1x1x8xi8>) -> (i8, i8) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x8xi8> into tensor<8xi8>
    %c8 = arith.constant 8 : index
    %extracted = tensor.extract %collapsed[%c0] : tensor<8xi8>
    %c8_0 = arith.constant 8 : index
    %extracted_1 = tensor.extract %collapsed[%c1] : tensor<8xi8>
    return %extracted, %extracted_1 : i8, i8
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x8xi8>) -> (i8, i8) {
    %0:2 = call @extract_from_collapse_shape(%arg0) : (tensor<1x1x8xi8>) -> (i8, i8)
    return %0#0, %0#1 : i8, i8
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-6, -13, 1, -127, -21, -5, 20, -127]]]> : tensor<1x1x8xi8>
    %0:2 = call @smith_harness_0(%cst) : (tensor<1x1x8xi8>) -> (i8, i8)
    %1 = arith.extsi %0#0 : i8 to i64
    %2 = arith.extsi %0#1 : i8 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
