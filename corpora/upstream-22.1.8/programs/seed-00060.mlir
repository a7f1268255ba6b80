// Piece 25 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mulsi_extended_scalar", "mulsi_extended_vector1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 25, "release": "22.1.8"}, "seed": 5506320046092067836, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @mulsi_extended_scalar(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    return %low, %high : i32, i32
  }
  func.func @mulsi_extended_vector1d(%arg0: vector<3xi64>, %arg1: vector<3xi64>) -> (vector<3xi64>, vector<3xi64>) {
    %low, %high = arith.mulsi_extended %arg0, %arg1 : vector<3xi64>
    return %low, %high : vector<3xi64>, vector<3xi64>
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %0:2 = call @mulsi_extended_scalar(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @smith_harness_1(%arg0: vector<3xi64>, %arg1: vector<3xi64>) -> (vector<3xi64>, vector<3xi64>) {
    %0:2 = call @mulsi_extended_vector1d(%arg0, %arg1) : (vector<3xi64>, vector<3xi64>) -> (vector<3xi64>, vector<3xi64>)
    return %0#0, %0#1 : vector<3xi64>, vector<3xi64>
  }
  func.func @main() {
    %c16_i32 = arith.constant 16 : i32
    %c12_i32 = arith.constant 12 : i32
    %0:2 = call @smith_harness_0(%c16_i32, %c12_i32) : (i32, i32) -> (i32, i32)
    %cst = arith.constant dense<[1, -9, 16]> : vector<3xi64>
    %cst_0 = arith.constant dense<[-1, 14, -11]> : vector<3xi64>
    %1:2 = call @smith_harness_1(%cst, %cst_0) : (vector<3xi64>, vector<3xi64>) -> (vector<3xi64>, vector<3xi64>)
    %2 = arith.extsi %0#0 : i32 to i64
    %3 = arith.extsi %0#1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = vector.extract %1#0[0] : i64 from vector<3xi64>
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %7 = vector.extract %1#0[1] : i64 from vector<3xi64>
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %6, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %7 : i64
    %10 = vector.extract %1#0[2] : i64 from vector<3xi64>
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %9, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %13 = vector.extract %1#1[0] : i64 from vector<3xi64>
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %15 = arith.addi %14, %13 : i64
    %16 = vector.extract %1#1[1] : i64 from vector<3xi64>
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %17 = arith.muli %15, %c1000003_i64_5 : i64
    %18 = arith.addi %17, %16 : i64
    %19 = vector.extract %1#1[2] : i64 from vector<3xi64>
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %20 = arith.muli %18, %c1000003_i64_6 : i64
    %21 = arith.addi %20, %19 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %22 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %23 = arith.addi %22, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_9 : i64
    %25 = arith.addi %24, %3 : i64
    vector.print %12 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_10 : i64
    %27 = arith.addi %26, %12 : i64
    vector.print %21 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %28 = arith.muli %27, %c1000003_i64_11 : i64
    %29 = arith.addi %28, %21 : i64
    vector.print %29 : i64
    return
  }
}
