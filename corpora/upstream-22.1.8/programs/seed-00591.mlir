// Piece 15 of Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_copy_empty"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 4573052550809421904, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linalg_copy_empty() -> tensor<26xi32> {
    %0 = tensor.empty() : tensor<26xi32>
    %c0_i32 = arith.constant 0 : i32
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<26xi32>) -> tensor<26xi32>
    %2 = linalg.copy ins(%1 : tensor<26xi32>) outs(%0 : tensor<26xi32>) -> tensor<26xi32>
    return %2 : tensor<26xi32>
  }
  func.func @smith_harness_0() -> tensor<26xi32> {
    %0 = call @linalg_copy_empty() : () -> tensor<26xi32>
    return %0 : tensor<26xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<26xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c26 = arith.constant 26 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c26 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<26xi32>
      %4 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %5 = arith.muli %arg1, %c1000003_i64_1 : i64
      %6 = arith.addi %5, %4 : i64
      scf.yield %6 : i64
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
