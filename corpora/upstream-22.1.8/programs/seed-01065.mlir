// Piece 1 of Dialect/Tensor/extract-from-collapse-shape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_from_static_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/extract-from-collapse-shape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2446400477786744528, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_from_static_shape(%arg0: tensor<2x6x32xf32>, %arg1: index, %arg2: index) -> f32 {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x6x32xf32> into tensor<12x32xf32>
    %c12 = arith.constant 12 : index
    %0 = arith.remui %arg1, %c12 : index
    %c32 = arith.constant 32 : index
    %1 = arith.remui %arg2, %c32 : index
    %extracted = tensor.extract %collapsed[%0, %1] : tensor<12x32xf32>
    return %extracted : f32
  }
  func.func @smith_harness_0(%arg0: tensor<2x6x32xf32>, %arg1: index, %arg2: index) -> f32 {
    %0 = call @extract_from_static_shape(%arg0, %arg1, %arg2) : (tensor<2x6x32xf32>, index, index) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<0x7FC00000> : tensor<2x6x32xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cst, %c1, %c1_0) : (tensor<2x6x32xf32>, index, index) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
