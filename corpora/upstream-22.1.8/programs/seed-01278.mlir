// Piece 0 of Dialect/Vector/vector-shuffle-lowering.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["shuffle_smaller_lhs_arbitrary"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-shuffle-lowering.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2033141757209454761, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @shuffle_smaller_lhs_arbitrary(%arg0: vector<2xf32>, %arg1: vector<4xf32>) -> vector<5xf32> {
    %0 = vector.shuffle %arg0, %arg1 [1, 3, 0, 4, 5] : vector<2xf32>, vector<4xf32>
    return %0 : vector<5xf32>
  }
  func.func @smith_harness_0(%arg0: vector<2xf32>, %arg1: vector<4xf32>) -> vector<5xf32> {
    %0 = call @shuffle_smaller_lhs_arbitrary(%arg0, %arg1) : (vector<2xf32>, vector<4xf32>) -> vector<5xf32>
    return %0 : vector<5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[0x7FC00000, -7.500000e+00]> : vector<2xf32>
    %cst_0 = arith.constant dense<[90.1689072, 1.075000e+01, -0.0929971709, 1.100000e+01]> : vector<4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<2xf32>, vector<4xf32>) -> vector<5xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<5xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<5xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<5xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_3, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[3] : f32 from vector<5xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_5, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[4] : f32 from vector<5xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_7, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_8 : i64
    %35 = arith.addi %34, %33 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %35 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %36 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %37 = arith.addi %36, %35 : i64
    vector.print %37 : i64
    return
  }
}
