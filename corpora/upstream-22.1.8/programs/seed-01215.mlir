// Piece 209 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rank_0_shuffle_to_interleave"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 209, "release": "22.1.8"}, "seed": 8243105878117729602, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rank_0_shuffle_to_interleave(%arg0: vector<f64>, %arg1: vector<f64>) -> vector<2xf64> {
    %0 = vector.shuffle %arg0, %arg1 [0, 1] : vector<f64>, vector<f64>
    return %0 : vector<2xf64>
  }
  func.func @smith_harness_0(%arg0: vector<f64>, %arg1: vector<f64>) -> vector<2xf64> {
    %0 = call @rank_0_shuffle_to_interleave(%arg0, %arg1) : (vector<f64>, vector<f64>) -> vector<2xf64>
    return %0 : vector<2xf64>
  }
  func.func @main() {
    %cst = arith.constant dense<0.0087697113738259419> : vector<f64>
    %cst_0 = arith.constant dense<1.100000e+01> : vector<f64>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<f64>, vector<f64>) -> vector<2xf64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f64 from vector<2xf64>
    %2 = arith.bitcast %1 : f64 to i64
    %3 = arith.cmpf uno, %1, %1 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %4 = arith.select %3, %c9221120237041090560_i64, %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %7 = vector.extract %0[1] : f64 from vector<2xf64>
    %8 = arith.bitcast %7 : f64 to i64
    %9 = arith.cmpf uno, %7, %7 : f64
    %c9221120237041090560_i64_1 = arith.constant 9221120237041090560 : i64
    %10 = arith.select %9, %c9221120237041090560_i64_1, %8 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %6, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    vector.print %14 : i64
    return
  }
}
