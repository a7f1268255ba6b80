// Piece 0 of Dialect/Tensor/extract-slice-from-collapse-shape.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_slice_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/extract-slice-from-collapse-shape.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 848613642044735504, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_slice_static(%arg0: tensor<3x5x7x11xf32>) -> tensor<20x11xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<3x5x7x11xf32> into tensor<105x11xf32>
    %extracted_slice = tensor.extract_slice %collapsed[0, 0] [20, 11] [1, 1] : tensor<105x11xf32> to tensor<20x11xf32>
    return %extracted_slice : tensor<20x11xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x5x7x11xf32>) -> tensor<20x11xf32> {
    %0 = call @extract_slice_static(%arg0) : (tensor<3x5x7x11xf32>) -> tensor<20x11xf32>
    return %0 : tensor<20x11xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.200000e+01> : tensor<3x5x7x11xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<3x5x7x11xf32>) -> tensor<20x11xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c11 = arith.constant 11 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c20 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c11 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<20x11xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_1 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
