// Piece 137 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_extract_to_broadcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 137, "release": "22.1.8"}, "seed": 3599921956896376769, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_extract_to_broadcast(%arg0: vector<1x1x4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>) {
    %0 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<1x1x4xf32>
    %1 = vector.insert %arg1, %arg0 [0, 0] : vector<4xf32> into vector<1x1x4xf32>
    return %0, %1 : vector<4xf32>, vector<1x1x4xf32>
  }
  func.func @smith_harness_0(%arg0: vector<1x1x4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>) {
    %0:2 = call @insert_extract_to_broadcast(%arg0, %arg1) : (vector<1x1x4xf32>, vector<4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>)
    return %0#0, %0#1 : vector<4xf32>, vector<1x1x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-0.000000e+00, 7.500000e+00, -8.000000e+00, 6.750000e+00]]]> : vector<1x1x4xf32>
    %cst_0 = arith.constant dense<[-1.300000e+01, 9.54422401E-4, 0x7FC00000, -0.053867884]> : vector<4xf32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (vector<1x1x4xf32>, vector<4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : f32 from vector<4xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[1] : f32 from vector<4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[2] : f32 from vector<4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_3, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[3] : f32 from vector<4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_5, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %29 = vector.extract %0#1[0, 0, 0] : f32 from vector<1x1x4xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_8, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %34 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_9 : i64
    %35 = arith.addi %34, %33 : i64
    %36 = vector.extract %0#1[0, 0, 1] : f32 from vector<1x1x4xf32>
    %37 = arith.bitcast %36 : f32 to i32
    %38 = arith.cmpf uno, %36, %36 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %39 = arith.select %38, %c2143289344_i32_10, %37 : i32
    %40 = arith.extsi %39 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %41 = arith.muli %35, %c1000003_i64_11 : i64
    %42 = arith.addi %41, %40 : i64
    %43 = vector.extract %0#1[0, 0, 2] : f32 from vector<1x1x4xf32>
    %44 = arith.bitcast %43 : f32 to i32
    %45 = arith.cmpf uno, %43, %43 : f32
    %c2143289344_i32_12 = arith.constant 2143289344 : i32
    %46 = arith.select %45, %c2143289344_i32_12, %44 : i32
    %47 = arith.extsi %46 : i32 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %48 = arith.muli %42, %c1000003_i64_13 : i64
    %49 = arith.addi %48, %47 : i64
    %50 = vector.extract %0#1[0, 0, 3] : f32 from vector<1x1x4xf32>
    %51 = arith.bitcast %50 : f32 to i32
    %52 = arith.cmpf uno, %50, %50 : f32
    %c2143289344_i32_14 = arith.constant 2143289344 : i32
    %53 = arith.select %52, %c2143289344_i32_14, %51 : i32
    %54 = arith.extsi %53 : i32 to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %55 = arith.muli %49, %c1000003_i64_15 : i64
    %56 = arith.addi %55, %54 : i64
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %57 = arith.muli %c-3750763034362895579_i64_16, %c1000003_i64_17 : i64
    %58 = arith.addi %57, %28 : i64
    vector.print %56 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %59 = arith.muli %58, %c1000003_i64_18 : i64
    %60 = arith.addi %59, %56 : i64
    vector.print %60 : i64
    return
  }
}
