// Piece 0 of Integration/Dialect/Math/CPU/mathtofuncs_ctlz.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_7i32_to_29", "test_zero", "test_7i64_to_61"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Math/CPU/mathtofuncs_ctlz.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 9130244602694826009, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_7i32_to_29() -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %0 = math.ctlz %c7_i32 : i32
    return %0 : i32
  }
  func.func @test_zero() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = math.ctlz %c0_i32 : i32
    return %0 : i32
  }
  func.func @test_7i64_to_61() -> i64 {
    %c7_i64 = arith.constant 7 : i64
    %0 = math.ctlz %c7_i64 : i64
    return %0 : i64
  }
  func.func @smith_harness_0() -> i32 {
    %0 = call @test_7i32_to_29() : () -> i32
    return %0 : i32
  }
  func.func @smith_harness_1() -> i32 {
    %0 = call @test_zero() : () -> i32
    return %0 : i32
  }
  func.func @smith_harness_2() -> i64 {
    %0 = call @test_7i64_to_61() : () -> i64
    return %0 : i64
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i32
    %1 = call @smith_harness_1() : () -> i32
    %2 = call @smith_harness_2() : () -> i64
    %3 = arith.extsi %0 : i32 to i64
    %4 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %4 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %2 : i64
    vector.print %10 : i64
    return
  }
}
