// Piece 0 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcast_f32_to_i32_vector_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3367107530618157358, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bitcast_f32_to_i32_vector_0d(%arg0: vector<f32>) -> vector<i32> {
    %0 = vector.bitcast %arg0 : vector<f32> to vector<i32>
    return %0 : vector<i32>
  }
  func.func @smith_harness_0(%arg0: vector<f32>) -> vector<i32> {
    %0 = call @bitcast_f32_to_i32_vector_0d(%arg0) : (vector<f32>) -> vector<i32>
    return %0 : vector<i32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.500000e+00> : vector<f32>
    %0 = call @smith_harness_0(%cst) : (vector<f32>) -> vector<i32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[] : i32 from vector<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
