// Piece 0 of Dialect/Vector/single-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_extract_in_single_pass"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/single-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6049524348825565299, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_extract_in_single_pass(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
    %0 = vector.insert %arg1, %arg0 [1] : f16 into vector<4xf16>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %1 = vector.extract %0[%c1] : f16 from vector<4xf16>
    return %1 : f16
  }
  func.func @smith_harness_0(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
    %0 = call @fold_extract_in_single_pass(%arg0, %arg1) : (vector<4xf16>, f16) -> f16
    return %0 : f16
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.000000e+00, 1.000000e+00, 6.000000e+00, -7.270500e-01]> : vector<4xf16>
    %cst_0 = arith.constant 1.450000e+01 : f16
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<4xf16>, f16) -> f16
    %1 = arith.bitcast %0 : f16 to i16
    %2 = arith.cmpf uno, %0, %0 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %3 = arith.select %2, %c32256_i16, %1 : i16
    %4 = arith.extsi %3 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
