// Piece 1 of Dialect/Vector/vector-break-down-bitcast.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcast_i8_to_i32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-break-down-bitcast.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6314464601691987432, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bitcast_i8_to_i32(%arg0: vector<16xi8>) -> vector<4xi32> {
    %0 = vector.bitcast %arg0 : vector<16xi8> to vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @smith_harness_0(%arg0: vector<16xi8>) -> vector<4xi32> {
    %0 = call @bitcast_i8_to_i32(%arg0) : (vector<16xi8>) -> vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-127, -88, 8, -15, -7, 54, 16, -127, 2, -12, -16, 10, -2, -10, 0, -12]> : vector<16xi8>
    %0 = call @smith_harness_0(%cst) : (vector<16xi8>) -> vector<4xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i32 from vector<4xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i32 from vector<4xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i32 from vector<4xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i32 from vector<4xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
