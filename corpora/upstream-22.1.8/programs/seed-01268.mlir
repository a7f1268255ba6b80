// Piece 1 of Dialect/Vector/vector-extract-strided-slice-lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_slice_2D"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-extract-strided-slice-lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5568249889025372996, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_slice_2D(%arg0: vector<1x8xf16>) -> vector<1x4xf16> {
    %0 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [1, 4], strides = [1, 1]} : vector<1x8xf16> to vector<1x4xf16>
    return %0 : vector<1x4xf16>
  }
  func.func @smith_harness_0(%arg0: vector<1x8xf16>) -> vector<1x4xf16> {
    %0 = call @extract_strided_slice_2D(%arg0) : (vector<1x8xf16>) -> vector<1x4xf16>
    return %0 : vector<1x4xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.750000e+00, 0x7C00, -1.200000e+01, -7.500000e+00, -6.000000e+00, -3.750000e+00, -8.750000e+00, 0xFC00]]> : vector<1x8xf16>
    %0 = call @smith_harness_0(%cst) : (vector<1x8xf16>) -> vector<1x4xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : f16 from vector<1x4xf16>
    %2 = arith.bitcast %1 : f16 to i16
    %3 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %4 = arith.select %3, %c32256_i16, %2 : i16
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[0, 1] : f16 from vector<1x4xf16>
    %9 = arith.bitcast %8 : f16 to i16
    %10 = arith.cmpf uno, %8, %8 : f16
    %c32256_i16_0 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16_0, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[0, 2] : f16 from vector<1x4xf16>
    %16 = arith.bitcast %15 : f16 to i16
    %17 = arith.cmpf uno, %15, %15 : f16
    %c32256_i16_2 = arith.constant 32256 : i16
    %18 = arith.select %17, %c32256_i16_2, %16 : i16
    %19 = arith.extsi %18 : i16 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[0, 3] : f16 from vector<1x4xf16>
    %23 = arith.bitcast %22 : f16 to i16
    %24 = arith.cmpf uno, %22, %22 : f16
    %c32256_i16_4 = arith.constant 32256 : i16
    %25 = arith.select %24, %c32256_i16_4, %23 : i16
    %26 = arith.extsi %25 : i16 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
