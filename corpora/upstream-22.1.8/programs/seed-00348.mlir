// Piece 0 of Conversion/VectorToSPIRV/vector-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSPIRV/vector-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2152892329639191475, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Float16], []>, #spirv.resource_limits<>>} {
  func.func @bitcast(%arg0: vector<2xf32>, %arg1: vector<2xf16>) -> (vector<4xf16>, vector<1xf32>) {
    %0 = vector.bitcast %arg0 : vector<2xf32> to vector<4xf16>
    %1 = vector.bitcast %arg1 : vector<2xf16> to vector<1xf32>
    return %0, %1 : vector<4xf16>, vector<1xf32>
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>, %arg1: vector<2xf16>) -> (vector<4xf16>, vector<1xf32>) {
    %0:2 = call @bitcast(%arg0, %arg1) : (vector<2xf32>, vector<2xf16>) -> (vector<4xf16>, vector<1xf32>)
    return %0#0, %0#1 : vector<4xf16>, vector<1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[9.250000e+00, -1.750000e+00]> : vector<2xf32>
    %cst_0 = arith.constant dense<[1.425000e+01, 1.275000e+01]> : vector<2xf16>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (vector<2xf32>, vector<2xf16>) -> (vector<4xf16>, vector<1xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : f16 from vector<4xf16>
    %2 = arith.bitcast %1 : f16 to i16
    %3 = arith.cmpf uno, %1, %1 : f16
    %c32256_i16 = arith.constant 32256 : i16
    %4 = arith.select %3, %c32256_i16, %2 : i16
    %5 = arith.extsi %4 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[1] : f16 from vector<4xf16>
    %9 = arith.bitcast %8 : f16 to i16
    %10 = arith.cmpf uno, %8, %8 : f16
    %c32256_i16_1 = arith.constant 32256 : i16
    %11 = arith.select %10, %c32256_i16_1, %9 : i16
    %12 = arith.extsi %11 : i16 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[2] : f16 from vector<4xf16>
    %16 = arith.bitcast %15 : f16 to i16
    %17 = arith.cmpf uno, %15, %15 : f16
    %c32256_i16_3 = arith.constant 32256 : i16
    %18 = arith.select %17, %c32256_i16_3, %16 : i16
    %19 = arith.extsi %18 : i16 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[3] : f16 from vector<4xf16>
    %23 = arith.bitcast %22 : f16 to i16
    %24 = arith.cmpf uno, %22, %22 : f16
    %c32256_i16_5 = arith.constant 32256 : i16
    %25 = arith.select %24, %c32256_i16_5, %23 : i16
    %26 = arith.extsi %25 : i16 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %29 = vector.extract %0#1[0] : f32 from vector<1xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %34 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %35 = arith.addi %34, %33 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %36 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %37 = arith.addi %36, %28 : i64
    vector.print %35 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %38 = arith.muli %37, %c1000003_i64_11 : i64
    %39 = arith.addi %38, %35 : i64
    vector.print %39 : i64
    return
  }
}
