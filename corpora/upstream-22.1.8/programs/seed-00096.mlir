// Piece 3 of Conversion/ConvertToSPIRV/vector-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/vector-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 1515031082265920816, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transpose(%arg0: vector<2x3xi32>) -> vector<3x2xi32> {
    %0 = vector.transpose %arg0, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
    return %0 : vector<3x2xi32>
  }
  func.func @smith_harness_0(%arg0: vector<2x3xi32>) -> vector<3x2xi32> {
    %0 = call @transpose(%arg0) : (vector<2x3xi32>) -> vector<3x2xi32>
    return %0 : vector<3x2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1, -8, 12], [1600817294, -2147483648, -1]]> : vector<2x3xi32>
    %0 = call @smith_harness_0(%cst) : (vector<2x3xi32>) -> vector<3x2xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i32 from vector<3x2xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i32 from vector<3x2xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[1, 0] : i32 from vector<3x2xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[1, 1] : i32 from vector<3x2xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[2, 0] : i32 from vector<3x2xi32>
    %18 = arith.extsi %17 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[2, 1] : i32 from vector<3x2xi32>
    %22 = arith.extsi %21 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %24 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %25 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_6 : i64
    %26 = arith.addi %25, %24 : i64
    vector.print %26 : i64
    return
  }
}
