// Piece 173 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["deinterleave_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 173, "release": "22.1.8"}, "seed": 5792866811570841920, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @deinterleave_1d(%arg0: vector<4xi32>) -> (vector<2xi32>, vector<2xi32>) {
    %res1, %res2 = vector.deinterleave %arg0 : vector<4xi32> -> vector<2xi32>
    return %res1, %res2 : vector<2xi32>, vector<2xi32>
  }
  func.func @smith_harness_0(%arg0: vector<4xi32>) -> (vector<2xi32>, vector<2xi32>) {
    %0:2 = call @deinterleave_1d(%arg0) : (vector<4xi32>) -> (vector<2xi32>, vector<2xi32>)
    return %0#0, %0#1 : vector<2xi32>, vector<2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[14, -2, -7, 774986205]> : vector<4xi32>
    %0:2 = call @smith_harness_0(%cst) : (vector<4xi32>) -> (vector<2xi32>, vector<2xi32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i32 from vector<2xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i32 from vector<2xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    %9 = vector.extract %0#1[0] : i32 from vector<2xi32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#1[1] : i32 from vector<2xi32>
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_3 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %18 = arith.addi %17, %8 : i64
    vector.print %16 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_6 : i64
    %20 = arith.addi %19, %16 : i64
    vector.print %20 : i64
    return
  }
}
