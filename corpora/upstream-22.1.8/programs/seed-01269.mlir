// Piece 0 of Dialect/Vector/vector-from-elements-lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unroll_from_elements_2d", "unroll_from_elements_3d", "negative_unroll_from_elements_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-from-elements-lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3707306105096358221, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unroll_from_elements_2d(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2x2xf32> {
    %0 = vector.from_elements %arg0, %arg1, %arg2, %arg3 : vector<2x2xf32>
    return %0 : vector<2x2xf32>
  }
  func.func @unroll_from_elements_3d(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2x1x2xf32> {
    %0 = vector.from_elements %arg0, %arg1, %arg2, %arg3 : vector<2x1x2xf32>
    return %0 : vector<2x1x2xf32>
  }
  func.func @negative_unroll_from_elements_1d(%arg0: f32, %arg1: f32) -> vector<2xf32> {
    %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
    return %0 : vector<2xf32>
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2x2xf32> {
    %0 = call @unroll_from_elements_2d(%arg0, %arg1, %arg2, %arg3) : (f32, f32, f32, f32) -> vector<2x2xf32>
    return %0 : vector<2x2xf32>
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2x1x2xf32> {
    %0 = call @unroll_from_elements_3d(%arg0, %arg1, %arg2, %arg3) : (f32, f32, f32, f32) -> vector<2x1x2xf32>
    return %0 : vector<2x1x2xf32>
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f32) -> vector<2xf32> {
    %0 = call @negative_unroll_from_elements_1d(%arg0, %arg1) : (f32, f32) -> vector<2xf32>
    return %0 : vector<2xf32>
  }
  func.func @main() {
    %cst = arith.constant -1.100000e+01 : f32
    %cst_0 = arith.constant 6.500000e+00 : f32
    %cst_1 = arith.constant -3.500000e+00 : f32
    %cst_2 = arith.constant -1.275000e+01 : f32
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (f32, f32, f32, f32) -> vector<2x2xf32>
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 307.171326 : f32
    %cst_5 = arith.constant 7.500000e+00 : f32
    %cst_6 = arith.constant -3.000000e+00 : f32
    %1 = call @smith_harness_1(%cst_3, %cst_4, %cst_5, %cst_6) : (f32, f32, f32, f32) -> vector<2x1x2xf32>
    %cst_7 = arith.constant -6.250000e+00 : f32
    %cst_8 = arith.constant 9.750000e+00 : f32
    %2 = call @smith_harness_2(%cst_7, %cst_8) : (f32, f32) -> vector<2xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = vector.extract %0[0, 0] : f32 from vector<2x2xf32>
    %4 = arith.bitcast %3 : f32 to i32
    %5 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %7 : i64
    %10 = vector.extract %0[0, 1] : f32 from vector<2x2xf32>
    %11 = arith.bitcast %10 : f32 to i32
    %12 = arith.cmpf uno, %10, %10 : f32
    %c2143289344_i32_9 = arith.constant 2143289344 : i32
    %13 = arith.select %12, %c2143289344_i32_9, %11 : i32
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %15 = arith.muli %9, %c1000003_i64_10 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[1, 0] : f32 from vector<2x2xf32>
    %18 = arith.bitcast %17 : f32 to i32
    %19 = arith.cmpf uno, %17, %17 : f32
    %c2143289344_i32_11 = arith.constant 2143289344 : i32
    %20 = arith.select %19, %c2143289344_i32_11, %18 : i32
    %21 = arith.extsi %20 : i32 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %22 = arith.muli %16, %c1000003_i64_12 : i64
    %23 = arith.addi %22, %21 : i64
    %24 = vector.extract %0[1, 1] : f32 from vector<2x2xf32>
    %25 = arith.bitcast %24 : f32 to i32
    %26 = arith.cmpf uno, %24, %24 : f32
    %c2143289344_i32_13 = arith.constant 2143289344 : i32
    %27 = arith.select %26, %c2143289344_i32_13, %25 : i32
    %28 = arith.extsi %27 : i32 to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %29 = arith.muli %23, %c1000003_i64_14 : i64
    %30 = arith.addi %29, %28 : i64
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    %31 = vector.extract %1[0, 0, 0] : f32 from vector<2x1x2xf32>
    %32 = arith.bitcast %31 : f32 to i32
    %33 = arith.cmpf uno, %31, %31 : f32
    %c2143289344_i32_16 = arith.constant 2143289344 : i32
    %34 = arith.select %33, %c2143289344_i32_16, %32 : i32
    %35 = arith.extsi %34 : i32 to i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %36 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64_17 : i64
    %37 = arith.addi %36, %35 : i64
    %38 = vector.extract %1[0, 0, 1] : f32 from vector<2x1x2xf32>
    %39 = arith.bitcast %38 : f32 to i32
    %40 = arith.cmpf uno, %38, %38 : f32
    %c2143289344_i32_18 = arith.constant 2143289344 : i32
    %41 = arith.select %40, %c2143289344_i32_18, %39 : i32
    %42 = arith.extsi %41 : i32 to i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %43 = arith.muli %37, %c1000003_i64_19 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %1[1, 0, 0] : f32 from vector<2x1x2xf32>
    %46 = arith.bitcast %45 : f32 to i32
    %47 = arith.cmpf uno, %45, %45 : f32
    %c2143289344_i32_20 = arith.constant 2143289344 : i32
    %48 = arith.select %47, %c2143289344_i32_20, %46 : i32
    %49 = arith.extsi %48 : i32 to i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %50 = arith.muli %44, %c1000003_i64_21 : i64
    %51 = arith.addi %50, %49 : i64
    %52 = vector.extract %1[1, 0, 1] : f32 from vector<2x1x2xf32>
    %53 = arith.bitcast %52 : f32 to i32
    %54 = arith.cmpf uno, %52, %52 : f32
    %c2143289344_i32_22 = arith.constant 2143289344 : i32
    %55 = arith.select %54, %c2143289344_i32_22, %53 : i32
    %56 = arith.extsi %55 : i32 to i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %57 = arith.muli %51, %c1000003_i64_23 : i64
    %58 = arith.addi %57, %56 : i64
    %c-3750763034362895579_i64_24 = arith.constant -3750763034362895579 : i64
    %59 = vector.extract %2[0] : f32 from vector<2xf32>
    %60 = arith.bitcast %59 : f32 to i32
    %61 = arith.cmpf uno, %59, %59 : f32
    %c2143289344_i32_25 = arith.constant 2143289344 : i32
    %62 = arith.select %61, %c2143289344_i32_25, %60 : i32
    %63 = arith.extsi %62 : i32 to i64
    %c1000003_i64_26 = arith.constant 1000003 : i64
    %64 = arith.muli %c-3750763034362895579_i64_24, %c1000003_i64_26 : i64
    %65 = arith.addi %64, %63 : i64
    %66 = vector.extract %2[1] : f32 from vector<2xf32>
    %67 = arith.bitcast %66 : f32 to i32
    %68 = arith.cmpf uno, %66, %66 : f32
    %c2143289344_i32_27 = arith.constant 2143289344 : i32
    %69 = arith.select %68, %c2143289344_i32_27, %67 : i32
    %70 = arith.extsi %69 : i32 to i64
    %c1000003_i64_28 = arith.constant 1000003 : i64
    %71 = arith.muli %65, %c1000003_i64_28 : i64
    %72 = arith.addi %71, %70 : i64
    %c-3750763034362895579_i64_29 = arith.constant -3750763034362895579 : i64
    vector.print %30 : i64
    %c1000003_i64_30 = arith.constant 1000003 : i64
    %73 = arith.muli %c-3750763034362895579_i64_29, %c1000003_i64_30 : i64
    %74 = arith.addi %73, %30 : i64
    vector.print %58 : i64
    %c1000003_i64_31 = arith.constant 1000003 : i64
    %75 = arith.muli %74, %c1000003_i64_31 : i64
    %76 = arith.addi %75, %58 : i64
    vector.print %72 : i64
    %c1000003_i64_32 = arith.constant 1000003 : i64
    %77 = arith.muli %76, %c1000003_i64_32 : i64
    %78 = arith.addi %77, %72 : i64
    vector.print %78 : i64
    return
  }
}
