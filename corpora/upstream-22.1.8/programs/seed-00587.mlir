// Piece 3 of Dialect/Bufferization/Transforms/one-shot-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["read_of_undef_is_not_a_conflict"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 8113196968325768312, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @read_of_undef_is_not_a_conflict(%arg0: f32, %arg1: index) -> f32 {
    %0 = tensor.empty() : tensor<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
    %c10 = arith.constant 10 : index
    %2 = arith.remui %arg1, %c10 : index
    %inserted = tensor.insert %arg0 into %1[%2] : tensor<10xf32>
    %c10_0 = arith.constant 10 : index
    %3 = arith.remui %arg1, %c10_0 : index
    %extracted = tensor.extract %1[%3] : tensor<10xf32>
    return %extracted : f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: index) -> f32 {
    %0 = call @read_of_undef_is_not_a_conflict(%arg0, %arg1) : (f32, index) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant -5.500000e+00 : f32
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cst, %c3) : (f32, index) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
