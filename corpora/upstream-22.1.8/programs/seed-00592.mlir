// Piece 17 of Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["eliminate_all_empty_tensors"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 2059422317637172454, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @eliminate_all_empty_tensors() -> tensor<5x6x128xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<5x6x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x6x64xf32>) -> tensor<5x6x64xf32>
    %2 = tensor.empty() : tensor<5x6x64xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<5x6x64xf32>) -> tensor<5x6x64xf32>
    %4 = tensor.empty() : tensor<5x6x128xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<5x6x128xf32>) -> tensor<5x6x128xf32>
    %inserted_slice = tensor.insert_slice %1 into %5[0, 0, 0] [5, 6, 64] [1, 1, 1] : tensor<5x6x64xf32> into tensor<5x6x128xf32>
    %inserted_slice_2 = tensor.insert_slice %3 into %inserted_slice[0, 0, 64] [5, 6, 64] [1, 1, 1] : tensor<5x6x64xf32> into tensor<5x6x128xf32>
    return %inserted_slice_2 : tensor<5x6x128xf32>
  }
  func.func @smith_harness_0() -> tensor<5x6x128xf32> {
    %0 = call @eliminate_all_empty_tensors() : () -> tensor<5x6x128xf32>
    return %0 : tensor<5x6x128xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<5x6x128xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c128 = arith.constant 128 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c128 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<5x6x128xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_1 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_1 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
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
