// Piece 0 of Conversion/ConvertToSPIRV/simple.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["return_scalar", "return_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/simple.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6523266006512068795, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @return_scalar(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @return_vector(%arg0: vector<4xi32>) -> vector<4xi32> {
    return %arg0 : vector<4xi32>
  }
  func.func @smith_harness_0(%arg0: i32) -> i32 {
    %0 = call @return_scalar(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: vector<4xi32>) -> vector<4xi32> {
    %0 = call @return_vector(%arg0) : (vector<4xi32>) -> vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @main() {
    %c2147483646_i32 = arith.constant 2147483646 : i32
    %0 = call @smith_harness_0(%c2147483646_i32) : (i32) -> i32
    %cst = arith.constant dense<[-280361537, 1886402817, 0, -2147483648]> : vector<4xi32>
    %1 = call @smith_harness_1(%cst) : (vector<4xi32>) -> vector<4xi32>
    %2 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = vector.extract %1[0] : i32 from vector<4xi32>
    %4 = arith.extsi %3 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %7 = vector.extract %1[1] : i32 from vector<4xi32>
    %8 = arith.extsi %7 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %9 = arith.muli %6, %c1000003_i64_0 : i64
    %10 = arith.addi %9, %8 : i64
    %11 = vector.extract %1[2] : i32 from vector<4xi32>
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %10, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %1[3] : i32 from vector<4xi32>
    %16 = arith.extsi %15 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %17 = arith.muli %14, %c1000003_i64_2 : i64
    %18 = arith.addi %17, %16 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %19 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %20 = arith.addi %19, %2 : i64
    vector.print %18 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_5 : i64
    %22 = arith.addi %21, %18 : i64
    vector.print %22 : i64
    return
  }
}
