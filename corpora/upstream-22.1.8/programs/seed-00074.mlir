// Piece 1 of Conversion/ArithToSPIRV/fast-math.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["minimumf", "maximumf", "minnumf", "maxnumf"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToSPIRV/fast-math.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2931738869503631253, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @minimumf(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.minimumf %arg0, %arg1 : f32
    return %0 : f32
  }
  func.func @maximumf(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
    %0 = arith.maximumf %arg0, %arg1 : vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @minnumf(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.minnumf %arg0, %arg1 : f32
    return %0 : f32
  }
  func.func @maxnumf(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
    %0 = arith.maxnumf %arg0, %arg1 : vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @minimumf(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
    %0 = call @maximumf(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f32) -> f32 {
    %0 = call @minnumf(%arg0, %arg1) : (f32, f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_3(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
    %0 = call @maxnumf(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @main() {
    %cst = arith.constant -8.250000e+00 : f32
    %cst_0 = arith.constant 1.550000e+01 : f32
    %0 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> f32
    %cst_1 = arith.constant dense<[-5.90783262, -863.019836, 9.250000e+00, -0.000000e+00]> : vector<4xf32>
    %cst_2 = arith.constant dense<[0.336563885, 8.16039943, -7.750000e+00, 5.000000e-01]> : vector<4xf32>
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %cst_3 = arith.constant -2.750000e+00 : f32
    %cst_4 = arith.constant 8.250000e+00 : f32
    %2 = call @smith_harness_2(%cst_3, %cst_4) : (f32, f32) -> f32
    %cst_5 = arith.constant dense<[-1.225000e+01, 0x7FC00000, 8.35406593E-4, -1.550000e+01]> : vector<4xf32>
    %cst_6 = arith.constant dense<[-1.01946702E-4, -1.400000e+01, -1.000000e+00, 3556.28394]> : vector<4xf32>
    %3 = call @smith_harness_3(%cst_5, %cst_6) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %4 = arith.bitcast %0 : f32 to i32
    %5 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %8 = vector.extract %1[0] : f32 from vector<4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_7, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %1[1] : f32 from vector<4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_8, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_9 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %1[2] : f32 from vector<4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_10, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_11 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %1[3] : f32 from vector<4xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_12 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_12, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_13 : i64
    %35 = arith.addi %34, %33 : i64
    %36 = arith.bitcast %2 : f32 to i32
    %37 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32_14 = arith.constant 2143289344 : i32
    %38 = arith.select %37, %c2143289344_i32_14, %36 : i32
    %39 = arith.extsi %38 : i32 to i64
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    %40 = vector.extract %3[0] : f32 from vector<4xf32>
    %41 = arith.bitcast %40 : f32 to i32
    %42 = arith.cmpf uno, %40, %40 : f32
    %c2143289344_i32_16 = arith.constant 2143289344 : i32
    %43 = arith.select %42, %c2143289344_i32_16, %41 : i32
    %44 = arith.extsi %43 : i32 to i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %45 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64_17 : i64
    %46 = arith.addi %45, %44 : i64
    %47 = vector.extract %3[1] : f32 from vector<4xf32>
    %48 = arith.bitcast %47 : f32 to i32
    %49 = arith.cmpf uno, %47, %47 : f32
    %c2143289344_i32_18 = arith.constant 2143289344 : i32
    %50 = arith.select %49, %c2143289344_i32_18, %48 : i32
    %51 = arith.extsi %50 : i32 to i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %52 = arith.muli %46, %c1000003_i64_19 : i64
    %53 = arith.addi %52, %51 : i64
    %54 = vector.extract %3[2] : f32 from vector<4xf32>
    %55 = arith.bitcast %54 : f32 to i32
    %56 = arith.cmpf uno, %54, %54 : f32
    %c2143289344_i32_20 = arith.constant 2143289344 : i32
    %57 = arith.select %56, %c2143289344_i32_20, %55 : i32
    %58 = arith.extsi %57 : i32 to i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %59 = arith.muli %53, %c1000003_i64_21 : i64
    %60 = arith.addi %59, %58 : i64
    %61 = vector.extract %3[3] : f32 from vector<4xf32>
    %62 = arith.bitcast %61 : f32 to i32
    %63 = arith.cmpf uno, %61, %61 : f32
    %c2143289344_i32_22 = arith.constant 2143289344 : i32
    %64 = arith.select %63, %c2143289344_i32_22, %62 : i32
    %65 = arith.extsi %64 : i32 to i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %66 = arith.muli %60, %c1000003_i64_23 : i64
    %67 = arith.addi %66, %65 : i64
    %c-3750763034362895579_i64_24 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_25 = arith.constant 1000003 : i64
    %68 = arith.muli %c-3750763034362895579_i64_24, %c1000003_i64_25 : i64
    %69 = arith.addi %68, %7 : i64
    vector.print %35 : i64
    %c1000003_i64_26 = arith.constant 1000003 : i64
    %70 = arith.muli %69, %c1000003_i64_26 : i64
    %71 = arith.addi %70, %35 : i64
    vector.print %39 : i64
    %c1000003_i64_27 = arith.constant 1000003 : i64
    %72 = arith.muli %71, %c1000003_i64_27 : i64
    %73 = arith.addi %72, %39 : i64
    vector.print %67 : i64
    %c1000003_i64_28 = arith.constant 1000003 : i64
    %74 = arith.muli %73, %c1000003_i64_28 : i64
    %75 = arith.addi %74, %67 : i64
    vector.print %75 : i64
    return
  }
}
