// Piece 25 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["interleaved_extract_insert_slice_chain_1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 25, "release": "22.1.8"}, "seed": 5891227308267418750, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @interleaved_extract_insert_slice_chain_1(%arg0: tensor<62x90xf32> {bufferization.writable = true}) -> tensor<62x90xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [32, 90] [1, 1] : tensor<62x90xf32> to tensor<32x90xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[32, 0] [30, 90] [1, 1] : tensor<62x90xf32> to tensor<30x90xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 0] [32, 90] [1, 1] : tensor<32x90xf32> into tensor<62x90xf32>
    %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %inserted_slice[32, 0] [30, 90] [1, 1] : tensor<30x90xf32> into tensor<62x90xf32>
    return %inserted_slice_1 : tensor<62x90xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<62x90xf32>) -> tensor<62x90xf32> {
    %0 = call @interleaved_extract_insert_slice_chain_1(%arg0) : (tensor<62x90xf32>) -> tensor<62x90xf32>
    return %0 : tensor<62x90xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0x7FC00000> : tensor<62x90xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<62x90xf32>) -> tensor<62x90xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c62 = arith.constant 62 : index
    %c90 = arith.constant 90 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c62 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c90 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<62x90xf32>
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
