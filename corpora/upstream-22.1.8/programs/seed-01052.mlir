// Piece 128 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_collapse_shape_from_elements"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 128, "release": "22.1.8"}, "seed": 4704222860233964914, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_collapse_shape_from_elements(%arg0: i32) -> tensor<i32> {
    %from_elements = tensor.from_elements %arg0 : tensor<1xi32>
    %collapsed = tensor.collapse_shape %from_elements [] : tensor<1xi32> into tensor<i32>
    return %collapsed : tensor<i32>
  }
  func.func @smith_harness_0(%arg0: i32) -> tensor<i32> {
    %0 = call @fold_collapse_shape_from_elements(%arg0) : (i32) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %0 = call @smith_harness_0(%c-1_i32) : (i32) -> tensor<i32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<i32>
    %1 = arith.extsi %extracted : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
