// Piece 217 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["to_elements_of_vector_broadcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 217, "release": "22.1.8"}, "seed": 3514468254138432657, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @to_elements_of_vector_broadcast(%arg0: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32) {
    %0 = vector.broadcast %arg0 : vector<2xf32> to vector<3x2xf32>
    %1:6 = vector.to_elements %0 : vector<3x2xf32>
    return %1#0, %1#1, %1#2, %1#3, %1#4, %1#5 : f32, f32, f32, f32, f32, f32
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32) {
    %0:6 = call @to_elements_of_vector_broadcast(%arg0) : (vector<2xf32>) -> (f32, f32, f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : f32, f32, f32, f32, f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[2.250000e+00, 0x7FC00000]> : vector<2xf32>
    %0:6 = call @smith_harness_0(%cst) : (vector<2xf32>) -> (f32, f32, f32, f32, f32, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %5 = arith.bitcast %0#1 : f32 to i32
    %6 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %7 = arith.select %6, %c2143289344_i32_0, %5 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = arith.bitcast %0#2 : f32 to i32
    %10 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %13 = arith.bitcast %0#3 : f32 to i32
    %14 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %15 = arith.select %14, %c2143289344_i32_2, %13 : i32
    %16 = arith.extsi %15 : i32 to i64
    %17 = arith.bitcast %0#4 : f32 to i32
    %18 = arith.cmpf uno, %0#4, %0#4 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %19 = arith.select %18, %c2143289344_i32_3, %17 : i32
    %20 = arith.extsi %19 : i32 to i64
    %21 = arith.bitcast %0#5 : f32 to i32
    %22 = arith.cmpf uno, %0#5, %0#5 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %23 = arith.select %22, %c2143289344_i32_4, %21 : i32
    %24 = arith.extsi %23 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %25 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %26 = arith.addi %25, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %26, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %29 = arith.muli %28, %c1000003_i64_6 : i64
    %30 = arith.addi %29, %12 : i64
    vector.print %16 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %31 = arith.muli %30, %c1000003_i64_7 : i64
    %32 = arith.addi %31, %16 : i64
    vector.print %20 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_8 : i64
    %34 = arith.addi %33, %20 : i64
    vector.print %24 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %34, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %24 : i64
    vector.print %36 : i64
    return
  }
}
