// Piece 0 of Conversion/AMDGPUToROCDL/swizzle.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_swizzle_i32", "test_swizzle_f32", "test_swizzle_f16", "test_swizzle_2xi32", "test_swizzle_4xf16"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/AMDGPUToROCDL/swizzle.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3105006517280417896, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_swizzle_i32(%arg0: i32) -> i32 {
    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : i32
    return %0 : i32
  }
  func.func @test_swizzle_f32(%arg0: f32) -> f32 {
    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : f32
    return %0 : f32
  }
  func.func @test_swizzle_f16(%arg0: f16) -> f16 {
    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : f16
    return %0 : f16
  }
  func.func @test_swizzle_2xi32(%arg0: vector<2xi32>) -> vector<2xi32> {
    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : vector<2xi32>
    return %0 : vector<2xi32>
  }
  func.func @test_swizzle_4xf16(%arg0: vector<4xf16>) -> vector<4xf16> {
    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : vector<4xf16>
    return %0 : vector<4xf16>
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @test_swizzle_i32(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: f32) -> f32 {
    %0 = call @test_swizzle_f32(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_2(%arg0: f16) -> f16 {
    %0 = call @test_swizzle_f16(%arg0) : (f16) -> f16
    return %0 : f16
  }
  func.func @smith_harness_3(%arg0: vector<2xi32>) -> vector<2xi32> {
    %0 = call @test_swizzle_2xi32(%arg0) : (vector<2xi32>) -> vector<2xi32>
    return %0 : vector<2xi32>
  }
  func.func @smith_harness_4(%arg0: vector<4xf16>) -> vector<4xf16> {
    %0 = call @test_swizzle_4xf16(%arg0) : (vector<4xf16>) -> vector<4xf16>
    return %0 : vector<4xf16>
  }
  func.func @main() {
    %c-1840871694_i32 = arith.constant -1840871694 : i32
    %0 = call @smith_harness_0(%c-1840871694_i32) : (i32) -> i32
    %cst = arith.constant -6.000000e+00 : f32
    %1 = call @smith_harness_1(%cst) : (f32) -> f32
    %cst_0 = arith.constant -1.100000e+01 : f16
    %2 = call @smith_harness_2(%cst_0) : (f16) -> f16
    %cst_1 = arith.constant dense<[-2147483648, -314790788]> : vector<2xi32>
    %3 = call @smith_harness_3(%cst_1) : (vector<2xi32>) -> vector<2xi32>
    %cst_2 = arith.constant dense<[-1.350000e+01, 1.200000e+01, -1.000000e+00, -1.100000e+01]> : vector<4xf16>
    %4 = call @smith_harness_4(%cst_2) : (vector<4xf16>) -> vector<4xf16>
    %5 = arith.extsi %0 : i32 to i64
    %6 = arith.bitcast %1 : f32 to i32
    %7 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %8 = arith.select %7, %c2143289344_i32, %6 : i32
    %9 = arith.extsi %8 : i32 to i64
    %10 = arith.bitcast %2 : f16 to i16
    %11 = arith.cmpf uno, %2, %2 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %12 = arith.select %11, %c32256_i16, %10 : i16
    %13 = arith.extsi %12 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %14 = vector.extract %3[0] : i32 from vector<2xi32>
    %15 = arith.extsi %14 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %16 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %17 = arith.addi %16, %15 : i64
    %18 = vector.extract %3[1] : i32 from vector<2xi32>
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %17, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %22 = vector.extract %4[0] : f16 from vector<4xf16>
    %23 = arith.bitcast %22 : f16 to i16
    %24 = arith.cmpf uno, %22, %22 : f16
    %c32256_i16_5 = arith.constant 32256 : i16
    %25 = arith.select %24, %c32256_i16_5, %23 : i16
    %26 = arith.extsi %25 : i16 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %4[1] : f16 from vector<4xf16>
    %30 = arith.bitcast %29 : f16 to i16
    %31 = arith.cmpf uno, %29, %29 : f16
    %c32256_i16_7 = arith.constant 32256 : i16
    %32 = arith.select %31, %c32256_i16_7, %30 : i16
    %33 = arith.extsi %32 : i16 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_8 : i64
    %35 = arith.addi %34, %33 : i64
    %36 = vector.extract %4[2] : f16 from vector<4xf16>
    %37 = arith.bitcast %36 : f16 to i16
    %38 = arith.cmpf uno, %36, %36 : f16
    %c32256_i16_9 = arith.constant 32256 : i16
    %39 = arith.select %38, %c32256_i16_9, %37 : i16
    %40 = arith.extsi %39 : i16 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %41 = arith.muli %35, %c1000003_i64_10 : i64
    %42 = arith.addi %41, %40 : i64
    %43 = vector.extract %4[3] : f16 from vector<4xf16>
    %44 = arith.bitcast %43 : f16 to i16
    %45 = arith.cmpf uno, %43, %43 : f16
    %c32256_i16_11 = arith.constant 32256 : i16
    %46 = arith.select %45, %c32256_i16_11, %44 : i16
    %47 = arith.extsi %46 : i16 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %48 = arith.muli %42, %c1000003_i64_12 : i64
    %49 = arith.addi %48, %47 : i64
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %50 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64_14 : i64
    %51 = arith.addi %50, %5 : i64
    vector.print %9 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %52 = arith.muli %51, %c1000003_i64_15 : i64
    %53 = arith.addi %52, %9 : i64
    vector.print %13 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %54 = arith.muli %53, %c1000003_i64_16 : i64
    %55 = arith.addi %54, %13 : i64
    vector.print %21 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %56 = arith.muli %55, %c1000003_i64_17 : i64
    %57 = arith.addi %56, %21 : i64
    vector.print %49 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %58 = arith.muli %57, %c1000003_i64_18 : i64
    %59 = arith.addi %58, %49 : i64
    vector.print %59 : i64
    return
  }
}
