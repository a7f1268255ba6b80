// Piece 20 of Dialect/Vector/vector-dropleadunitdim-transforms.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_away_insert_leading_one_dims_rank2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-dropleadunitdim-transforms.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 20, "release": "22.1.8"}, "seed": 5236576494510276805, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @cast_away_insert_leading_one_dims_rank2(%arg0: vector<1x4xf32>, %arg1: vector<1x1x4xf32>) -> vector<1x1x4xf32> {
    %0 = vector.insert %arg0, %arg1 [0] : vector<1x4xf32> into vector<1x1x4xf32>
    return %0 : vector<1x1x4xf32>
  }
  func.func @smith_harness_0(%arg0: vector<1x4xf32>, %arg1: vector<1x1x4xf32>) -> vector<1x1x4xf32> {
    %0 = call @cast_away_insert_leading_one_dims_rank2(%arg0, %arg1) : (vector<1x4xf32>, vector<1x1x4xf32>) -> vector<1x1x4xf32>
    return %0 : vector<1x1x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.000000e+01, 6.750000e+00, 1.200000e+01, -1.325000e+01]]> : vector<1x4xf32>
    %cst_0 = arith.constant dense<[[[-8.250000e+00, 5.500000e+00, 0.0018801752, -0.000000e+00]]]> : vector<1x1x4xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<1x4xf32>, vector<1x1x4xf32>) -> vector<1x1x4xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0, 0] : f32 from vector<1x1x4xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[0, 0, 1] : f32 from vector<1x1x4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[0, 0, 2] : f32 from vector<1x1x4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_3, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[0, 0, 3] : f32 from vector<1x1x4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_5, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
