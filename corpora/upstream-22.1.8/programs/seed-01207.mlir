// Piece 171 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_1d_constant"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 171, "release": "22.1.8"}, "seed": 5033868424310950145, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_1d_constant() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[0, 1, 2]> : vector<3xi32>
    %c9_i32 = arith.constant 9 : i32
    %0 = vector.insert %c9_i32, %cst [0] : i32 into vector<3xi32>
    %1 = vector.insert %c9_i32, %cst [1] : i32 into vector<3xi32>
    %2 = vector.insert %c9_i32, %cst [2] : i32 into vector<3xi32>
    return %0, %1, %2 : vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
  func.func @smith_harness_0() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %0:3 = call @insert_1d_constant() : () -> (vector<3xi32>, vector<3xi32>, vector<3xi32>)
    return %0#0, %0#1, %0#2 : vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (vector<3xi32>, vector<3xi32>, vector<3xi32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i32 from vector<3xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i32 from vector<3xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : i32 from vector<3xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %13 = vector.extract %0#1[0] : i32 from vector<3xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#1[1] : i32 from vector<3xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#1[2] : i32 from vector<3xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %22 : i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %25 = vector.extract %0#2[0] : i32 from vector<3xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %27 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#2[1] : i32 from vector<3xi32>
    %30 = arith.extsi %29 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_8 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0#2[2] : i32 from vector<3xi32>
    %34 = arith.extsi %33 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %34 : i64
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %12 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %37 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %38 = arith.addi %37, %12 : i64
    vector.print %24 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %39 = arith.muli %38, %c1000003_i64_12 : i64
    %40 = arith.addi %39, %24 : i64
    vector.print %36 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %41 = arith.muli %40, %c1000003_i64_13 : i64
    %42 = arith.addi %41, %36 : i64
    vector.print %42 : i64
    return
  }
}
