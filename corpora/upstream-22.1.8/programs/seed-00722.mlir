// Piece 9 of Dialect/Tensor/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 8512790917128262355, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice(%arg0: tensor<8x16x4xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.subi %arg1, %c1_0 : index
    %1 = arith.muli %0, %c1 : index
    %2 = arith.subi %c8, %1 : index
    %c1_1 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_1 : index
    %4 = arith.remui %c0, %3 : index
    %c16 = arith.constant 16 : index
    %c1_2 = arith.constant 1 : index
    %5 = arith.subi %arg1, %c1_2 : index
    %6 = arith.muli %5, %c1 : index
    %7 = arith.subi %c16, %6 : index
    %c1_3 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_3 : index
    %9 = arith.remui %c0, %8 : index
    %c4 = arith.constant 4 : index
    %c1_4 = arith.constant 1 : index
    %10 = arith.subi %arg1, %c1_4 : index
    %11 = arith.muli %10, %c1 : index
    %12 = arith.subi %c4, %11 : index
    %c1_5 = arith.constant 1 : index
    %13 = arith.maxsi %12, %c1_5 : index
    %14 = arith.remui %c0, %13 : index
    %extracted_slice = tensor.extract_slice %arg0[%4, %9, %14] [%arg1, %arg1, %arg1] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
    %extracted_slice_6 = tensor.extract_slice %arg0[0, 2, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
    %extracted_slice_7 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<8x16x4xf32>, %arg1: index) {
    call @slice(%arg0, %arg1) : (tensor<8x16x4xf32>, index) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<0x7F800000> : tensor<8x16x4xf32>
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%cst, %c3) : (tensor<8x16x4xf32>, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
