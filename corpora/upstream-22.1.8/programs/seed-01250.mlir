// Piece 1 of Dialect/Vector/single-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_insert_in_single_pass"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/single-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7133660217396250801, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_insert_in_single_pass() -> vector<2xf16> {
    %cst = arith.constant dense<0.000000e+00> : vector<2xf16>
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 2.500000e+00 : f16
    %c2 = arith.constant 2 : index
    %0 = vector.insert %cst_0, %cst [%c1] : f16 into vector<2xf16>
    return %0 : vector<2xf16>
  }
  func.func @smith_harness_0() -> vector<2xf16> {
    %0 = call @fold_insert_in_single_pass() : () -> vector<2xf16>
    return %0 : vector<2xf16>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> vector<2xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f16 from vector<2xf16>
    %2 = arith.bitcast %1 : f16 to i16
    %3 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %4 = arith.select %3, %c32256_i16, %2 : i16
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f16 from vector<2xf16>
    %9 = arith.bitcast %8 : f16 to i16
    %10 = arith.cmpf uno, %8, %8 : f16
    %c32256_i16_0 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16_0, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %14 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    vector.print %16 : i64
    return
  }
}
