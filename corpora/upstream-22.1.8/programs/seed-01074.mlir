// Piece 0 of Dialect/Tensor/fold-into-pack-and-unpack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_extract_slice_into_unpack_slicing_trailing_dim"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-into-pack-and-unpack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 630230580420178295, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_extract_slice_into_unpack_slicing_trailing_dim(%arg0: tensor<28x2x1x16x16xf32>) -> tensor<28x28x10xf32> {
    %0 = tensor.empty() : tensor<28x28x15xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<28x28x15xf32>) -> tensor<28x28x15xf32>
    %unpack = linalg.unpack %arg0 inner_dims_pos = [1, 2] inner_tiles = [16, 16] into %1 : tensor<28x2x1x16x16xf32> -> tensor<28x28x15xf32>
    %extracted_slice = tensor.extract_slice %unpack[0, 0, 0] [28, 28, 10] [1, 1, 1] : tensor<28x28x15xf32> to tensor<28x28x10xf32>
    return %extracted_slice : tensor<28x28x10xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<28x2x1x16x16xf32>) -> tensor<28x28x10xf32> {
    %0 = call @fold_extract_slice_into_unpack_slicing_trailing_dim(%arg0) : (tensor<28x2x1x16x16xf32>) -> tensor<28x28x10xf32>
    return %0 : tensor<28x28x10xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<3.000000e+00> : tensor<28x2x1x16x16xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<28x2x1x16x16xf32>) -> tensor<28x28x10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c28 = arith.constant 28 : index
    %c28_0 = arith.constant 28 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c28 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c28_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c10 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<28x28x10xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_2 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
