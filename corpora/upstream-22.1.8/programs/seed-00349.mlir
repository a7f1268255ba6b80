// Piece 13 of Conversion/VectorToSPIRV/vector-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["from_elements_0d_f32", "from_elements_1xf32", "from_elements_3xf32", "from_elements_3xi8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSPIRV/vector-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 8349209957701110354, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @from_elements_0d_f32(%arg0: f32) -> vector<f32> {
    %0 = vector.from_elements %arg0 : vector<f32>
    return %0 : vector<f32>
  }
  func.func @from_elements_1xf32(%arg0: f32) -> vector<1xf32> {
    %0 = vector.from_elements %arg0 : vector<1xf32>
    return %0 : vector<1xf32>
  }
  func.func @from_elements_3xf32(%arg0: f32, %arg1: f32, %arg2: f32) -> vector<3xf32> {
    %0 = vector.from_elements %arg0, %arg1, %arg2 : vector<3xf32>
    return %0 : vector<3xf32>
  }
  func.func @from_elements_3xi8(%arg0: i8, %arg1: i8, %arg2: i8) -> vector<3xi8> {
    %0 = vector.from_elements %arg0, %arg1, %arg2 : vector<3xi8>
    return %0 : vector<3xi8>
  }
  func.func @smith_harness_0(%arg0: f32) -> vector<f32> {
    %0 = call @from_elements_0d_f32(%arg0) : (f32) -> vector<f32>
    return %0 : vector<f32>
  }
  func.func @smith_harness_1(%arg0: f32) -> vector<1xf32> {
    %0 = call @from_elements_1xf32(%arg0) : (f32) -> vector<1xf32>
    return %0 : vector<1xf32>
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f32, %arg2: f32) -> vector<3xf32> {
    %0 = call @from_elements_3xf32(%arg0, %arg1, %arg2) : (f32, f32, f32) -> vector<3xf32>
    return %0 : vector<3xf32>
  }
  func.func @smith_harness_3(%arg0: i8, %arg1: i8, %arg2: i8) -> vector<3xi8> {
    %0 = call @from_elements_3xi8(%arg0, %arg1, %arg2) : (i8, i8, i8) -> vector<3xi8>
    return %0 : vector<3xi8>
  }
  func.func @main() {
    %cst = arith.constant -3.500000e+00 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> vector<f32>
    %cst_0 = arith.constant -0.787539899 : f32
    %1 = call @smith_harness_1(%cst_0) : (f32) -> vector<1xf32>
    %cst_1 = arith.constant 0.00238536834 : f32
    %cst_2 = arith.constant 1.250000e+01 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %2 = call @smith_harness_2(%cst_1, %cst_2, %cst_3) : (f32, f32, f32) -> vector<3xf32>
    %c126_i8 = arith.constant 126 : i8
    %c12_i8 = arith.constant 12 : i8
    %c-1_i8 = arith.constant -1 : i8
    %3 = call @smith_harness_3(%c126_i8, %c12_i8, %c-1_i8) : (i8, i8, i8) -> vector<3xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = vector.extract %0[] : f32 from vector<f32>
    %5 = arith.bitcast %4 : f32 to i32
    %6 = arith.cmpf uno, %4, %4 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %10 = arith.addi %9, %8 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %11 = vector.extract %1[0] : f32 from vector<1xf32>
    %12 = arith.bitcast %11 : f32 to i32
    %13 = arith.cmpf uno, %11, %11 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %14 = arith.select %13, %c2143289344_i32_5, %12 : i32
    %15 = arith.extsi %14 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %16 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_6 : i64
    %17 = arith.addi %16, %15 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %18 = vector.extract %2[0] : f32 from vector<3xf32>
    %19 = arith.bitcast %18 : f32 to i32
    %20 = arith.cmpf uno, %18, %18 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %21 = arith.select %20, %c2143289344_i32_8, %19 : i32
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %23 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_9 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %2[1] : f32 from vector<3xf32>
    %26 = arith.bitcast %25 : f32 to i32
    %27 = arith.cmpf uno, %25, %25 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %28 = arith.select %27, %c2143289344_i32_10, %26 : i32
    %29 = arith.extsi %28 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %30 = arith.muli %24, %c1000003_i64_11 : i64
    %31 = arith.addi %30, %29 : i64
    %32 = vector.extract %2[2] : f32 from vector<3xf32>
    %33 = arith.bitcast %32 : f32 to i32
    %34 = arith.cmpf uno, %32, %32 : f32
    %c2143289344_i32_12 = arith.constant 2143289344 : i32
    %35 = arith.select %34, %c2143289344_i32_12, %33 : i32
    %36 = arith.extsi %35 : i32 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %37 = arith.muli %31, %c1000003_i64_13 : i64
    %38 = arith.addi %37, %36 : i64
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    %39 = vector.extract %3[0] : i8 from vector<3xi8>
    %40 = arith.extsi %39 : i8 to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %41 = arith.muli %c-3750763034362895579_i64_14, %c1000003_i64_15 : i64
    %42 = arith.addi %41, %40 : i64
    %43 = vector.extract %3[1] : i8 from vector<3xi8>
    %44 = arith.extsi %43 : i8 to i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %45 = arith.muli %42, %c1000003_i64_16 : i64
    %46 = arith.addi %45, %44 : i64
    %47 = vector.extract %3[2] : i8 from vector<3xi8>
    %48 = arith.extsi %47 : i8 to i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %49 = arith.muli %46, %c1000003_i64_17 : i64
    %50 = arith.addi %49, %48 : i64
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    vector.print %10 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %51 = arith.muli %c-3750763034362895579_i64_18, %c1000003_i64_19 : i64
    %52 = arith.addi %51, %10 : i64
    vector.print %17 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %53 = arith.muli %52, %c1000003_i64_20 : i64
    %54 = arith.addi %53, %17 : i64
    vector.print %38 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %55 = arith.muli %54, %c1000003_i64_21 : i64
    %56 = arith.addi %55, %38 : i64
    vector.print %50 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %57 = arith.muli %56, %c1000003_i64_22 : i64
    %58 = arith.addi %57, %50 : i64
    vector.print %58 : i64
    return
  }
}
