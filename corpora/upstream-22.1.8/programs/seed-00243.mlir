// Piece 0 of Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_extract_constant"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TensorToSPIRV/tensor-ops-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5935406138331840019, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_extract_constant(%arg0: index, %arg1: index, %arg2: index) -> i32 {
    %cst = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : tensor<2x2x3xi32>
    %c2 = arith.constant 2 : index
    %0 = arith.remui %arg0, %c2 : index
    %c2_0 = arith.constant 2 : index
    %1 = arith.remui %arg1, %c2_0 : index
    %c3 = arith.constant 3 : index
    %2 = arith.remui %arg2, %c3 : index
    %extracted = tensor.extract %cst[%0, %1, %2] : tensor<2x2x3xi32>
    return %extracted : i32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> i32 {
    %0 = call @tensor_extract_constant(%arg0, %arg1, %arg2) : (index, index, index) -> i32
    return %0 : i32
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c2, %c3, %c1) : (index, index, index) -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
