// Piece 9 of Dialect/Tensor/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 8512790917128262355, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice(%arg0: tensor<8x16x4xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %c8, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c16 = arith.constant 16 : index
    %c1_1 = arith.constant 1 : index
    %3 = arith.maxsi %c1, %c1_1 : index
    %4 = arith.ceildivui %c16, %3 : index
    %5 = arith.minui %arg1, %4 : index
    %c4 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    %6 = arith.maxsi %c1, %c1_2 : index
    %7 = arith.ceildivui %c4, %6 : index
    %8 = arith.minui %arg1, %7 : index
    %c8_3 = arith.constant 8 : index
    %c1_4 = arith.constant 1 : index
    %9 = arith.subi %2, %c1_4 : index
    %10 = arith.muli %9, %c1 : index
    %11 = arith.subi %c8_3, %10 : index
    %c1_5 = arith.constant 1 : index
    %12 = arith.maxsi %11, %c1_5 : index
    %13 = arith.remui %c0, %12 : index
    %c16_6 = arith.constant 16 : index
    %c1_7 = arith.constant 1 : index
    %14 = arith.subi %5, %c1_7 : index
    %15 = arith.muli %14, %c1 : index
    %16 = arith.subi %c16_6, %15 : index
    %c1_8 = arith.constant 1 : index
    %17 = arith.maxsi %16, %c1_8 : index
    %18 = arith.remui %c0, %17 : index
    %c4_9 = arith.constant 4 : index
    %c1_10 = arith.constant 1 : index
    %19 = arith.subi %8, %c1_10 : index
    %20 = arith.muli %19, %c1 : index
    %21 = arith.subi %c4_9, %20 : index
    %c1_11 = arith.constant 1 : index
    %22 = arith.maxsi %21, %c1_11 : index
    %23 = arith.remui %c0, %22 : index
    %extracted_slice = tensor.extract_slice %arg0[%13, %18, %23] [%2, %5, %8] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
    %extracted_slice_12 = tensor.extract_slice %arg0[0, 2, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
    %extracted_slice_13 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
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
