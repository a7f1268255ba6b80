// Piece 8 of Dialect/Tensor/tracking-listener.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_like_insert_slice_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/tracking-listener.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3263731821811806094, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cast_like_insert_slice_dynamic(%arg0: tensor<1x?x1xf32>, %arg1: f32, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1_0 : tensor<1x?x1xf32>
    %0 = arith.remui %arg2, %dim : index
    %c1_1 = arith.constant 1 : index
    %inserted = tensor.insert %arg1 into %arg0[%c0, %0, %c0] {replaced} : tensor<1x?x1xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %arg0, %c1_2 : tensor<1x?x1xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %arg0, %c1_4 : tensor<1x?x1xf32>
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %1 = arith.maxsi %c1_6, %c1_7 : index
    %2 = arith.ceildivui %dim_5, %1 : index
    %3 = arith.minui %dim_3, %2 : index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, %3, 1] [1, 1, 1] : tensor<1x?x1xf32> to tensor<?xf32>
    %c0_8 = arith.constant 0 : index
    %dim_9 = tensor.dim %extracted_slice, %c0_8 : tensor<?xf32>
    %4 = arith.remui %c0, %dim_9 : index
    %inserted_10 = tensor.insert %arg1 into %extracted_slice[%4] : tensor<?xf32>
    %dim_11 = tensor.dim %extracted_slice, %c0 : tensor<?xf32>
    %c0_12 = arith.constant 0 : index
    %dim_13 = tensor.dim %inserted_10, %c0_12 : tensor<?xf32>
    %inserted_slice = tensor.insert_slice %inserted_10 into %arg0[0, 0, 0] [1, %dim_13, 1] [1, 1, 1] {replacement_0 = 0 : i64} : tensor<?xf32> into tensor<1x?x1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1x?x1xf32>, %arg1: f32, %arg2: index) {
    call @cast_like_insert_slice_dynamic(%arg0, %arg1, %arg2) : (tensor<1x?x1xf32>, f32, index) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<30.2075291> : tensor<1x1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1x1xf32> to tensor<1x?x1xf32>
    %cst_0 = arith.constant -3.000000e+00 : f32
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%cast, %cst_0, %c3) : (tensor<1x?x1xf32>, f32, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
