// Piece 0 of Dialect/Vector/vector-scan-transforms.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scan1d_inc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-scan-transforms.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7194894519299333430, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scan1d_inc(%arg0: vector<2xi32>, %arg1: vector<i32>) -> (vector<2xi32>, vector<i32>) {
    %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<2xi32>, vector<i32>
    return %dest, %accumulated_value : vector<2xi32>, vector<i32>
  }
  func.func @smith_harness_0(%arg0: vector<2xi32>, %arg1: vector<i32>) -> (vector<2xi32>, vector<i32>) {
    %0:2 = call @scan1d_inc(%arg0, %arg1) : (vector<2xi32>, vector<i32>) -> (vector<2xi32>, vector<i32>)
    return %0#0, %0#1 : vector<2xi32>, vector<i32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-5, 0]> : vector<2xi32>
    %cst_0 = arith.constant dense<-4> : vector<i32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (vector<2xi32>, vector<i32>) -> (vector<2xi32>, vector<i32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : i32 from vector<2xi32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[1] : i32 from vector<2xi32>
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %9 = vector.extract %0#1[] : i32 from vector<i32>
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %14 = arith.addi %13, %8 : i64
    vector.print %12 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_6 : i64
    %16 = arith.addi %15, %12 : i64
    vector.print %16 : i64
    return
  }
}
