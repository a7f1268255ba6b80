// Piece 0 of Dialect/Math/extend-to-supported-types.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sin", "fpowi", "fma", "absf_f32", "absf_f64", "sin_vector", "fastmath", "sequences", "promote_in_if_block"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Math/extend-to-supported-types.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6410916971585855140, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sin(%arg0: f16) -> f16 {
    %0 = math.sin %arg0 : f16
    return %0 : f16
  }
  func.func @fpowi(%arg0: f16, %arg1: i32) -> f16 {
    %0 = math.fpowi %arg0, %arg1 : f16, i32
    return %0 : f16
  }
  func.func @fma(%arg0: f16, %arg1: f16, %arg2: f16) -> f16 {
    %0 = math.fma %arg0, %arg1, %arg2 : f16
    return %0 : f16
  }
  func.func @absf_f32(%arg0: f32) -> f32 {
    %0 = math.absf %arg0 : f32
    return %0 : f32
  }
  func.func @absf_f64(%arg0: f64) -> f64 {
    %0 = math.absf %arg0 : f64
    return %0 : f64
  }
  func.func @sin_vector(%arg0: vector<2xbf16>) -> vector<2xbf16> {
    %0 = math.sin %arg0 : vector<2xbf16>
    return %0 : vector<2xbf16>
  }
  func.func @fastmath(%arg0: f16) -> f16 {
    %0 = math.sin %arg0 fastmath<nsz> : f16
    return %0 : f16
  }
  func.func @sequences(%arg0: f16) -> f16 {
    %0 = math.absf %arg0 : f16
    %1 = math.sin %0 : f16
    return %1 : f16
  }
  func.func @promote_in_if_block(%arg0: bf16, %arg1: bf16, %arg2: i1) -> bf16 {
    %0 = scf.if %arg2 -> (bf16) {
      %1 = math.absf %arg0 : bf16
      scf.yield %1 : bf16
    } else {
      scf.yield %arg1 : bf16
    }
    return %0 : bf16
  }
  func.func @smith_harness_0(%arg0: f16) -> f16 {
    %0 = call @sin(%arg0) : (f16) -> f16
    return %0 : f16
  }
  func.func @smith_harness_1(%arg0: f16, %arg1: i32) -> f16 {
    %0 = call @fpowi(%arg0, %arg1) : (f16, i32) -> f16
    return %0 : f16
  }
  func.func @smith_harness_2(%arg0: f16, %arg1: f16, %arg2: f16) -> f16 {
    %0 = call @fma(%arg0, %arg1, %arg2) : (f16, f16, f16) -> f16
    return %0 : f16
  }
  func.func @smith_harness_3(%arg0: f32) -> f32 {
    %0 = call @absf_f32(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_4(%arg0: f64) -> f64 {
    %0 = call @absf_f64(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_5(%arg0: vector<2xbf16>) -> vector<2xbf16> {
    %0 = call @sin_vector(%arg0) : (vector<2xbf16>) -> vector<2xbf16>
    return %0 : vector<2xbf16>
  }
  func.func @smith_harness_6(%arg0: f16) -> f16 {
    %0 = call @fastmath(%arg0) : (f16) -> f16
    return %0 : f16
  }
  func.func @smith_harness_7(%arg0: f16) -> f16 {
    %0 = call @sequences(%arg0) : (f16) -> f16
    return %0 : f16
  }
  func.func @smith_harness_8(%arg0: bf16, %arg1: bf16, %arg2: i1) -> bf16 {
    %0 = call @promote_in_if_block(%arg0, %arg1, %arg2) : (bf16, bf16, i1) -> bf16
    return %0 : bf16
  }
  func.func @main() {
    %cst = arith.constant -4.499510e-01 : f16
    %0 = call @smith_harness_0(%cst) : (f16) -> f16
    %cst_0 = arith.constant -1.125000e+01 : f16
    %c1_i32 = arith.constant 1 : i32
    %1 = call @smith_harness_1(%cst_0, %c1_i32) : (f16, i32) -> f16
    %cst_1 = arith.constant -1.475000e+01 : f16
    %cst_2 = arith.constant 1.200000e+01 : f16
    %cst_3 = arith.constant -7.101560e+00 : f16
    %2 = call @smith_harness_2(%cst_1, %cst_2, %cst_3) : (f16, f16, f16) -> f16
    %cst_4 = arith.constant -1.100000e+01 : f32
    %3 = call @smith_harness_3(%cst_4) : (f32) -> f32
    %cst_5 = arith.constant -1.400000e+01 : f64
    %4 = call @smith_harness_4(%cst_5) : (f64) -> f64
    %cst_6 = arith.constant dense<[2.282710e-02, 0.000000e+00]> : vector<2xbf16>
    %5 = call @smith_harness_5(%cst_6) : (vector<2xbf16>) -> vector<2xbf16>
    %cst_7 = arith.constant -1.000000e+01 : f16
    %6 = call @smith_harness_6(%cst_7) : (f16) -> f16
    %cst_8 = arith.constant 1.521480e+00 : f16
    %7 = call @smith_harness_7(%cst_8) : (f16) -> f16
    %cst_9 = arith.constant 2.500000e-01 : bf16
    %cst_10 = arith.constant 1.600000e+01 : bf16
    %false = arith.constant false
    %8 = call @smith_harness_8(%cst_9, %cst_10, %false) : (bf16, bf16, i1) -> bf16
    %9 = arith.bitcast %0 : f16 to i16
    %10 = arith.cmpf uno, %0, %0 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %13 = arith.bitcast %1 : f16 to i16
    %14 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16_11 = arith.constant 32256 : i16
    %15 = arith.select %14, %c32256_i16_11, %13 : i16
    %16 = arith.extsi %15 : i16 to i64
    %17 = arith.bitcast %2 : f16 to i16
    %18 = arith.cmpf uno, %2, %2 : f16
    %c32256_i16_12 = arith.constant 32256 : i16
    %19 = arith.select %18, %c32256_i16_12, %17 : i16
    %20 = arith.extsi %19 : i16 to i64
    %21 = arith.bitcast %3 : f32 to i32
    %22 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %23 = arith.select %22, %c2143289344_i32, %21 : i32
    %24 = arith.extsi %23 : i32 to i64
    %25 = arith.bitcast %4 : f64 to i64
    %26 = arith.cmpf uno, %4, %4 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %27 = arith.select %26, %c9221120237041090560_i64, %25 : i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %28 = vector.extract %5[0] : bf16 from vector<2xbf16>
    %29 = arith.bitcast %28 : bf16 to i16
    %30 = arith.cmpf uno, %28, %28 : bf16
    %c32704_i16 = arith.constant 32704 : i16
    %31 = arith.select %30, %c32704_i16, %29 : i16
    %32 = arith.extsi %31 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %33 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %34 = arith.addi %33, %32 : i64
    %35 = vector.extract %5[1] : bf16 from vector<2xbf16>
    %36 = arith.bitcast %35 : bf16 to i16
    %37 = arith.cmpf uno, %35, %35 : bf16
    %c32704_i16_13 = arith.constant 32704 : i16
    %38 = arith.select %37, %c32704_i16_13, %36 : i16
    %39 = arith.extsi %38 : i16 to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %40 = arith.muli %34, %c1000003_i64_14 : i64
    %41 = arith.addi %40, %39 : i64
    %42 = arith.bitcast %6 : f16 to i16
    %43 = arith.cmpf uno, %6, %6 : f16
    %c32256_i16_15 = arith.constant 32256 : i16
    %44 = arith.select %43, %c32256_i16_15, %42 : i16
    %45 = arith.extsi %44 : i16 to i64
    %46 = arith.bitcast %7 : f16 to i16
    %47 = arith.cmpf uno, %7, %7 : f16
    %c32256_i16_16 = arith.constant 32256 : i16
    %48 = arith.select %47, %c32256_i16_16, %46 : i16
    %49 = arith.extsi %48 : i16 to i64
    %50 = arith.bitcast %8 : bf16 to i16
    %51 = arith.cmpf uno, %8, %8 : bf16
    %c32704_i16_17 = arith.constant 32704 : i16
    %52 = arith.select %51, %c32704_i16_17, %50 : i16
    %53 = arith.extsi %52 : i16 to i64
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %54 = arith.muli %c-3750763034362895579_i64_18, %c1000003_i64_19 : i64
    %55 = arith.addi %54, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %56 = arith.muli %55, %c1000003_i64_20 : i64
    %57 = arith.addi %56, %16 : i64
    vector.print %20 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %58 = arith.muli %57, %c1000003_i64_21 : i64
    %59 = arith.addi %58, %20 : i64
    vector.print %24 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %60 = arith.muli %59, %c1000003_i64_22 : i64
    %61 = arith.addi %60, %24 : i64
    vector.print %27 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %62 = arith.muli %61, %c1000003_i64_23 : i64
    %63 = arith.addi %62, %27 : i64
    vector.print %41 : i64
    %c1000003_i64_24 = arith.constant 1000003 : i64
    %64 = arith.muli %63, %c1000003_i64_24 : i64
    %65 = arith.addi %64, %41 : i64
    vector.print %45 : i64
    %c1000003_i64_25 = arith.constant 1000003 : i64
    %66 = arith.muli %65, %c1000003_i64_25 : i64
    %67 = arith.addi %66, %45 : i64
    vector.print %49 : i64
    %c1000003_i64_26 = arith.constant 1000003 : i64
    %68 = arith.muli %67, %c1000003_i64_26 : i64
    %69 = arith.addi %68, %49 : i64
    vector.print %53 : i64
    %c1000003_i64_27 = arith.constant 1000003 : i64
    %70 = arith.muli %69, %c1000003_i64_27 : i64
    %71 = arith.addi %70, %53 : i64
    vector.print %71 : i64
    return
  }
}
