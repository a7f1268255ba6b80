// Piece 8 of Conversion/ConvertToSPIRV/func-signature-vector-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scalar_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/func-signature-vector-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3053152024163750545, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scalar_vector(%arg0: vector<8xi32>, %arg1: vector<3xi32>, %arg2: i32) -> (vector<8xi32>, vector<3xi32>, i32) {
    return %arg0, %arg1, %arg2 : vector<8xi32>, vector<3xi32>, i32
  }
  func.func @smith_harness_0(%arg0: vector<8xi32>, %arg1: vector<3xi32>, %arg2: i32) -> (vector<8xi32>, vector<3xi32>, i32) {
    %0:3 = call @scalar_vector(%arg0, %arg1, %arg2) : (vector<8xi32>, vector<3xi32>, i32) -> (vector<8xi32>, vector<3xi32>, i32)
    return %0#0, %0#1, %0#2 : vector<8xi32>, vector<3xi32>, i32
  }
  func.func @main() {
    %cst = arith.constant dense<[1766190097, -1593263855, 2147483647, -8, 3, 823628388, -2147483647, 0]> : vector<8xi32>
    %cst_0 = arith.constant dense<[6, -1, 13]> : vector<3xi32>
    %c7_i32 = arith.constant 7 : i32
    %0:3 = call @smith_harness_0(%cst, %cst_0, %c7_i32) : (vector<8xi32>, vector<3xi32>, i32) -> (vector<8xi32>, vector<3xi32>, i32)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i32 from vector<8xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i32 from vector<8xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[2] : i32 from vector<8xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#0[3] : i32 from vector<8xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#0[4] : i32 from vector<8xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#0[5] : i32 from vector<8xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_5 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0#0[6] : i32 from vector<8xi32>
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[7] : i32 from vector<8xi32>
    %30 = arith.extsi %29 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_7 : i64
    %32 = arith.addi %31, %30 : i64
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %33 = vector.extract %0#1[0] : i32 from vector<3xi32>
    %34 = arith.extsi %33 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %35 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64_9 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0#1[1] : i32 from vector<3xi32>
    %38 = arith.extsi %37 : i32 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_10 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0#1[2] : i32 from vector<3xi32>
    %42 = arith.extsi %41 : i32 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_11 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = arith.extsi %0#2 : i32 to i64
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %32 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %46 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64_13 : i64
    %47 = arith.addi %46, %32 : i64
    vector.print %44 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %48 = arith.muli %47, %c1000003_i64_14 : i64
    %49 = arith.addi %48, %44 : i64
    vector.print %45 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %50 = arith.muli %49, %c1000003_i64_15 : i64
    %51 = arith.addi %50, %45 : i64
    vector.print %51 : i64
    return
  }
}
