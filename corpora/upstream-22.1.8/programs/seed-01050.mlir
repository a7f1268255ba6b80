// Piece 122 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_orthogonal_pad_chains"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 122, "release": "22.1.8"}, "seed": 5151784979103416247, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_orthogonal_pad_chains(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c64 = arith.constant 64 : index
    %c64_0 = arith.constant 64 : index
    %0 = arith.minui %arg1, %c64_0 : index
    %c16 = arith.constant 16 : index
    %c64_1 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %1 = arith.subi %0, %c1_2 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.subi %c64_1, %2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_3 : index
    %5 = arith.remui %c16, %4 : index
    %extracted_slice = tensor.extract_slice %arg0[%5, 0] [%0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
    %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<?x64xf32> to tensor<8x64xf32>
    %c64_4 = arith.constant 64 : index
    %c64_5 = arith.constant 64 : index
    %6 = arith.minui %arg2, %c64_5 : index
    %c4 = arith.constant 4 : index
    %c64_6 = arith.constant 64 : index
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %7 = arith.subi %6, %c1_8 : index
    %8 = arith.muli %7, %c1_7 : index
    %9 = arith.subi %c64_6, %8 : index
    %c1_9 = arith.constant 1 : index
    %10 = arith.maxsi %9, %c1_9 : index
    %11 = arith.remui %c4, %10 : index
    %extracted_slice_10 = tensor.extract_slice %padded[0, %11] [8, %6] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
    %padded_11 = tensor.pad %extracted_slice_10 nofold low[0, 0] high[0, %arg4] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<8x?xf32> to tensor<8x4xf32>
    return %padded_11 : tensor<8x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
    %0 = call @fold_orthogonal_pad_chains(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<64x64xf32>, index, index, index, index) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.125000e+01> : tensor<64x64xf32>
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cst, %c3, %c1, %c1_0, %c2) : (tensor<64x64xf32>, index, index, index, index) -> tensor<8x4xf32>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<8x4xf32>
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
