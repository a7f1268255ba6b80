// Piece 0 of Conversion/ArithToAMDGPU/16-bit-floats.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scalar_trunc", "vector_trunc_short", "vector_trunc_long"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToAMDGPU/16-bit-floats.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3170343514050740081, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scalar_trunc(%arg0: f32) -> f16 {
    %0 = arith.truncf %arg0 : f32 to f16
    return %0 : f16
  }
  func.func @vector_trunc_short(%arg0: vector<2xf32>) -> vector<2xf16> {
    %0 = arith.truncf %arg0 : vector<2xf32> to vector<2xf16>
    return %0 : vector<2xf16>
  }
  func.func @vector_trunc_long(%arg0: vector<9xf32>) -> vector<9xf16> {
    %0 = arith.truncf %arg0 : vector<9xf32> to vector<9xf16>
    return %0 : vector<9xf16>
  }
  func.func @smith_harness_0(%arg0: f32) -> f16 {
    %0 = call @scalar_trunc(%arg0) : (f32) -> f16
    return %0 : f16
  }
  func.func @smith_harness_1(%arg0: vector<2xf32>) -> vector<2xf16> {
    %0 = call @vector_trunc_short(%arg0) : (vector<2xf32>) -> vector<2xf16>
    return %0 : vector<2xf16>
  }
  func.func @smith_harness_2(%arg0: vector<9xf32>) -> vector<9xf16> {
    %0 = call @vector_trunc_long(%arg0) : (vector<9xf32>) -> vector<9xf16>
    return %0 : vector<9xf16>
  }
  func.func @main() {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> f16
    %cst_0 = arith.constant dense<[6.72339869, 7.750000e+00]> : vector<2xf32>
    %1 = call @smith_harness_1(%cst_0) : (vector<2xf32>) -> vector<2xf16>
    %cst_1 = arith.constant dense<[-6.750000e+00, 4.26447339E-4, -1.375000e+01, 0.44430998, 4.21455188E-4, -3.500000e+00, -1.250000e+01, 6.250000e+00, 3.75368881]> : vector<9xf32>
    %2 = call @smith_harness_2(%cst_1) : (vector<9xf32>) -> vector<9xf16>
    %3 = arith.bitcast %0 : f16 to i16
    %4 = arith.cmpf uno, %0, %0 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %5 = arith.select %4, %c32256_i16, %3 : i16
    %6 = arith.extsi %5 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %7 = vector.extract %1[0] : f16 from vector<2xf16>
    %8 = arith.bitcast %7 : f16 to i16
    %9 = arith.cmpf uno, %7, %7 : f16
    %c32256_i16_2 = arith.constant 32256 : i16
    %10 = arith.select %9, %c32256_i16_2, %8 : i16
    %11 = arith.extsi %10 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %13 = arith.addi %12, %11 : i64
    %14 = vector.extract %1[1] : f16 from vector<2xf16>
    %15 = arith.bitcast %14 : f16 to i16
    %16 = arith.cmpf uno, %14, %14 : f16
    %c32256_i16_3 = arith.constant 32256 : i16
    %17 = arith.select %16, %c32256_i16_3, %15 : i16
    %18 = arith.extsi %17 : i16 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %13, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %18 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %21 = vector.extract %2[0] : f16 from vector<9xf16>
    %22 = arith.bitcast %21 : f16 to i16
    %23 = arith.cmpf uno, %21, %21 : f16
    %c32256_i16_6 = arith.constant 32256 : i16
    %24 = arith.select %23, %c32256_i16_6, %22 : i16
    %25 = arith.extsi %24 : i16 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %26 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_7 : i64
    %27 = arith.addi %26, %25 : i64
    %28 = vector.extract %2[1] : f16 from vector<9xf16>
    %29 = arith.bitcast %28 : f16 to i16
    %30 = arith.cmpf uno, %28, %28 : f16
    %c32256_i16_8 = arith.constant 32256 : i16
    %31 = arith.select %30, %c32256_i16_8, %29 : i16
    %32 = arith.extsi %31 : i16 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %33 = arith.muli %27, %c1000003_i64_9 : i64
    %34 = arith.addi %33, %32 : i64
    %35 = vector.extract %2[2] : f16 from vector<9xf16>
    %36 = arith.bitcast %35 : f16 to i16
    %37 = arith.cmpf uno, %35, %35 : f16
    %c32256_i16_10 = arith.constant 32256 : i16
    %38 = arith.select %37, %c32256_i16_10, %36 : i16
    %39 = arith.extsi %38 : i16 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %40 = arith.muli %34, %c1000003_i64_11 : i64
    %41 = arith.addi %40, %39 : i64
    %42 = vector.extract %2[3] : f16 from vector<9xf16>
    %43 = arith.bitcast %42 : f16 to i16
    %44 = arith.cmpf uno, %42, %42 : f16
    %c32256_i16_12 = arith.constant 32256 : i16
    %45 = arith.select %44, %c32256_i16_12, %43 : i16
    %46 = arith.extsi %45 : i16 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %47 = arith.muli %41, %c1000003_i64_13 : i64
    %48 = arith.addi %47, %46 : i64
    %49 = vector.extract %2[4] : f16 from vector<9xf16>
    %50 = arith.bitcast %49 : f16 to i16
    %51 = arith.cmpf uno, %49, %49 : f16
    %c32256_i16_14 = arith.constant 32256 : i16
    %52 = arith.select %51, %c32256_i16_14, %50 : i16
    %53 = arith.extsi %52 : i16 to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %54 = arith.muli %48, %c1000003_i64_15 : i64
    %55 = arith.addi %54, %53 : i64
    %56 = vector.extract %2[5] : f16 from vector<9xf16>
    %57 = arith.bitcast %56 : f16 to i16
    %58 = arith.cmpf uno, %56, %56 : f16
    %c32256_i16_16 = arith.constant 32256 : i16
    %59 = arith.select %58, %c32256_i16_16, %57 : i16
    %60 = arith.extsi %59 : i16 to i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %61 = arith.muli %55, %c1000003_i64_17 : i64
    %62 = arith.addi %61, %60 : i64
    %63 = vector.extract %2[6] : f16 from vector<9xf16>
    %64 = arith.bitcast %63 : f16 to i16
    %65 = arith.cmpf uno, %63, %63 : f16
    %c32256_i16_18 = arith.constant 32256 : i16
    %66 = arith.select %65, %c32256_i16_18, %64 : i16
    %67 = arith.extsi %66 : i16 to i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %68 = arith.muli %62, %c1000003_i64_19 : i64
    %69 = arith.addi %68, %67 : i64
    %70 = vector.extract %2[7] : f16 from vector<9xf16>
    %71 = arith.bitcast %70 : f16 to i16
    %72 = arith.cmpf uno, %70, %70 : f16
    %c32256_i16_20 = arith.constant 32256 : i16
    %73 = arith.select %72, %c32256_i16_20, %71 : i16
    %74 = arith.extsi %73 : i16 to i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %75 = arith.muli %69, %c1000003_i64_21 : i64
    %76 = arith.addi %75, %74 : i64
    %77 = vector.extract %2[8] : f16 from vector<9xf16>
    %78 = arith.bitcast %77 : f16 to i16
    %79 = arith.cmpf uno, %77, %77 : f16
    %c32256_i16_22 = arith.constant 32256 : i16
    %80 = arith.select %79, %c32256_i16_22, %78 : i16
    %81 = arith.extsi %80 : i16 to i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %82 = arith.muli %76, %c1000003_i64_23 : i64
    %83 = arith.addi %82, %81 : i64
    %c-3750763034362895579_i64_24 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64_25 = arith.constant 1000003 : i64
    %84 = arith.muli %c-3750763034362895579_i64_24, %c1000003_i64_25 : i64
    %85 = arith.addi %84, %6 : i64
    vector.print %20 : i64
    %c1000003_i64_26 = arith.constant 1000003 : i64
    %86 = arith.muli %85, %c1000003_i64_26 : i64
    %87 = arith.addi %86, %20 : i64
    vector.print %83 : i64
    %c1000003_i64_27 = arith.constant 1000003 : i64
    %88 = arith.muli %87, %c1000003_i64_27 : i64
    %89 = arith.addi %88, %83 : i64
    vector.print %89 : i64
    return
  }
}
