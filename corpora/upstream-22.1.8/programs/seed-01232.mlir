// Piece 0 of Dialect/Vector/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inner_func_inlinable", "test_inline"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 983004628286699871, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @inner_func_inlinable(%arg0: f32) -> vector<4xf32> {
    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @test_inline(%arg0: f32) -> vector<4xf32> {
    %0 = call @inner_func_inlinable(%arg0) : (f32) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @smith_harness_0(%arg0: f32) -> vector<4xf32> {
    %0 = call @inner_func_inlinable(%arg0) : (f32) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @smith_harness_1(%arg0: f32) -> vector<4xf32> {
    %0 = call @test_inline(%arg0) : (f32) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @main() {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> vector<4xf32>
    %cst_0 = arith.constant -7.250000e+00 : f32
    %1 = call @smith_harness_1(%cst_0) : (f32) -> vector<4xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = vector.extract %0[0] : f32 from vector<4xf32>
    %3 = arith.bitcast %2 : f32 to i32
    %4 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[1] : f32 from vector<4xf32>
    %10 = arith.bitcast %9 : f32 to i32
    %11 = arith.cmpf uno, %9, %9 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %12 = arith.select %11, %c2143289344_i32_1, %10 : i32
    %13 = arith.extsi %12 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %14 = arith.muli %8, %c1000003_i64_2 : i64
    %15 = arith.addi %14, %13 : i64
    %16 = vector.extract %0[2] : f32 from vector<4xf32>
    %17 = arith.bitcast %16 : f32 to i32
    %18 = arith.cmpf uno, %16, %16 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %19 = arith.select %18, %c2143289344_i32_3, %17 : i32
    %20 = arith.extsi %19 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %21 = arith.muli %15, %c1000003_i64_4 : i64
    %22 = arith.addi %21, %20 : i64
    %23 = vector.extract %0[3] : f32 from vector<4xf32>
    %24 = arith.bitcast %23 : f32 to i32
    %25 = arith.cmpf uno, %23, %23 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %26 = arith.select %25, %c2143289344_i32_5, %24 : i32
    %27 = arith.extsi %26 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %28 = arith.muli %22, %c1000003_i64_6 : i64
    %29 = arith.addi %28, %27 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %30 = vector.extract %1[0] : f32 from vector<4xf32>
    %31 = arith.bitcast %30 : f32 to i32
    %32 = arith.cmpf uno, %30, %30 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %33 = arith.select %32, %c2143289344_i32_8, %31 : i32
    %34 = arith.extsi %33 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %1[1] : f32 from vector<4xf32>
    %38 = arith.bitcast %37 : f32 to i32
    %39 = arith.cmpf uno, %37, %37 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %40 = arith.select %39, %c2143289344_i32_10, %38 : i32
    %41 = arith.extsi %40 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %42 = arith.muli %36, %c1000003_i64_11 : i64
    %43 = arith.addi %42, %41 : i64
    %44 = vector.extract %1[2] : f32 from vector<4xf32>
    %45 = arith.bitcast %44 : f32 to i32
    %46 = arith.cmpf uno, %44, %44 : f32
    %c2143289344_i32_12 = arith.constant 2143289344 : i32
    %47 = arith.select %46, %c2143289344_i32_12, %45 : i32
    %48 = arith.extsi %47 : i32 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %49 = arith.muli %43, %c1000003_i64_13 : i64
    %50 = arith.addi %49, %48 : i64
    %51 = vector.extract %1[3] : f32 from vector<4xf32>
    %52 = arith.bitcast %51 : f32 to i32
    %53 = arith.cmpf uno, %51, %51 : f32
    %c2143289344_i32_14 = arith.constant 2143289344 : i32
    %54 = arith.select %53, %c2143289344_i32_14, %52 : i32
    %55 = arith.extsi %54 : i32 to i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %56 = arith.muli %50, %c1000003_i64_15 : i64
    %57 = arith.addi %56, %55 : i64
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    vector.print %29 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %58 = arith.muli %c-3750763034362895579_i64_16, %c1000003_i64_17 : i64
    %59 = arith.addi %58, %29 : i64
    vector.print %57 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %60 = arith.muli %59, %c1000003_i64_18 : i64
    %61 = arith.addi %60, %57 : i64
    vector.print %61 : i64
    return
  }
}
