// Piece 0 of Dialect/Vector/canonicalize/vector-from-elements.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_scalar_from_from_elements"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize/vector-from-elements.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6427210886446808601, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_scalar_from_from_elements(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
    %0 = vector.from_elements %arg0 : vector<f32>
    %1 = vector.extract %0[] : f32 from vector<f32>
    %2 = vector.from_elements %arg0 : vector<1xf32>
    %3 = vector.extract %2[0] : f32 from vector<1xf32>
    %4 = vector.from_elements %arg0, %arg1, %arg0, %arg0, %arg1 : vector<5xf32>
    %5 = vector.extract %4[4] : f32 from vector<5xf32>
    %6 = vector.from_elements %arg0, %arg0, %arg0, %arg1, %arg1, %arg1 : vector<2x3xf32>
    %7 = vector.extract %6[0, 0] : f32 from vector<2x3xf32>
    %8 = vector.extract %6[0, 1] : f32 from vector<2x3xf32>
    %9 = vector.extract %6[1, 1] : f32 from vector<2x3xf32>
    %10 = vector.extract %6[1, 2] : f32 from vector<2x3xf32>
    return %1, %3, %5, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
    %0:7 = call @extract_scalar_from_from_elements(%arg0, %arg1) : (f32, f32) -> (f32, f32, f32, f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : f32, f32, f32, f32, f32, f32, f32
  }
  func.func @main() {
    %cst = arith.constant 1.075000e+01 : f32
    %cst_0 = arith.constant -6.250000e+00 : f32
    %0:7 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> (f32, f32, f32, f32, f32, f32, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_1, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = arith.bitcast %0#2 : f32 to i32
    %10 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_2, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %13 = arith.bitcast %0#3 : f32 to i32
    %14 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %15 = arith.select %14, %c2143289344_i32_3, %13 : i32
    %16 = arith.extsi %15 : i32 to i64
    %17 = arith.bitcast %0#4 : f32 to i32
    %18 = arith.cmpf uno, %0#4, %0#4 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %19 = arith.select %18, %c2143289344_i32_4, %17 : i32
    %20 = arith.extsi %19 : i32 to i64
    %21 = arith.bitcast %0#5 : f32 to i32
    %22 = arith.cmpf uno, %0#5, %0#5 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %23 = arith.select %22, %c2143289344_i32_5, %21 : i32
    %24 = arith.extsi %23 : i32 to i64
    %25 = arith.bitcast %0#6 : f32 to i32
    %26 = arith.cmpf uno, %0#6, %0#6 : f32
    %c2143289344_i32_6 = arith.constant 2143289344 : i32
    %27 = arith.select %26, %c2143289344_i32_6, %25 : i32
    %28 = arith.extsi %27 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %30 = arith.addi %29, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %31 = arith.muli %30, %c1000003_i64_7 : i64
    %32 = arith.addi %31, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_8 : i64
    %34 = arith.addi %33, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %34, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %16 : i64
    vector.print %20 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %37 = arith.muli %36, %c1000003_i64_10 : i64
    %38 = arith.addi %37, %20 : i64
    vector.print %24 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %39 = arith.muli %38, %c1000003_i64_11 : i64
    %40 = arith.addi %39, %24 : i64
    vector.print %28 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %41 = arith.muli %40, %c1000003_i64_12 : i64
    %42 = arith.addi %41, %28 : i64
    vector.print %42 : i64
    return
  }
}
