// Piece 36 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_scalar_into_vec_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 36, "release": "22.1.8"}, "seed": 3487065925673932577, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_scalar_into_vec_0d(%arg0: f32, %arg1: vector<f32>) -> vector<f32> {
    %0 = vector.insert %arg0, %arg1 [] : f32 into vector<f32>
    return %0 : vector<f32>
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: vector<f32>) -> vector<f32> {
    %0 = call @insert_scalar_into_vec_0d(%arg0, %arg1) : (f32, vector<f32>) -> vector<f32>
    return %0 : vector<f32>
  }
  func.func @main() {
    %cst = arith.constant -1.500000e+01 : f32
    %cst_0 = arith.constant dense<-5.000000e-01> : vector<f32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (f32, vector<f32>) -> vector<f32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[] : f32 from vector<f32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %7 : i64
    vector.print %9 : i64
    return
  }
}
