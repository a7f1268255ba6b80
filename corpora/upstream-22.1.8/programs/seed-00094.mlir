// Piece 1 of Conversion/ConvertToSPIRV/vector-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduction_5", "reduction_8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/vector-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3223244797374921153, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduction_5(%arg0: vector<5xi32>) -> i32 {
    %0 = vector.reduction <add>, %arg0 : vector<5xi32> into i32
    return %0 : i32
  }
  func.func @reduction_8(%arg0: vector<8xi32>) -> i32 {
    %0 = vector.reduction <add>, %arg0 : vector<8xi32> into i32
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: vector<5xi32>) -> i32 {
    %0 = call @reduction_5(%arg0) : (vector<5xi32>) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: vector<8xi32>) -> i32 {
    %0 = call @reduction_8(%arg0) : (vector<8xi32>) -> i32
    return %0 : i32
  }
  func.func @main() {
    %cst = arith.constant dense<[-392073678, 11, 0, 2147483646, 2147483646]> : vector<5xi32>
    %0 = call @smith_harness_0(%cst) : (vector<5xi32>) -> i32
    %cst_0 = arith.constant dense<[11, 10, 12, 1487517639, -2147483648, -1155400171, 15, 410953231]> : vector<8xi32>
    %1 = call @smith_harness_1(%cst_0) : (vector<8xi32>) -> i32
    %2 = arith.extsi %0 : i32 to i64
    %3 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
