// Piece 4 of Dialect/Tensor/extract-slice-from-collapse-shape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_non_sliced_linearized_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/extract-slice-from-collapse-shape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 795842756982564770, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_non_sliced_linearized_dim(%arg0: tensor<3x?x?x11x2xf32>, %arg1: index, %arg2: index) -> tensor<?x22xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3, 4]] : tensor<3x?x?x11x2xf32> into tensor<?x22xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %collapsed, %c0 : tensor<?x22xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg2, %1 : index
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %collapsed, %c0_1 : tensor<?x22xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %arg1, %6 : index
    %extracted_slice = tensor.extract_slice %collapsed[%7, 0] [%2, 22] [1, 1] : tensor<?x22xf32> to tensor<?x22xf32>
    return %extracted_slice : tensor<?x22xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x?x?x11x2xf32>, %arg1: index, %arg2: index) -> tensor<?x22xf32> {
    %0 = call @extract_slice_non_sliced_linearized_dim(%arg0, %arg1, %arg2) : (tensor<3x?x?x11x2xf32>, index, index) -> tensor<?x22xf32>
    return %0 : tensor<?x22xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-2.500000e-01> : tensor<3x3x3x11x2xf32>
    %cast = tensor.cast %cst : tensor<3x3x3x11x2xf32> to tensor<3x?x?x11x2xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c0, %c3) : (tensor<3x?x?x11x2xf32>, index, index) -> tensor<?x22xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x22xf32>
    %c22 = arith.constant 22 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %c22 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x22xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
