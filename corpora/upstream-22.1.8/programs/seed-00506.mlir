// Piece 21 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_maxsi", "test_maxsi2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 21, "release": "22.1.8"}, "seed": 6073079912610338575, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_maxsi(%arg0: i8) -> (i8, i8, i8, i8) {
    %c127_i8 = arith.constant 127 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c42_i8 = arith.constant 42 : i8
    %0 = arith.maxsi %arg0, %arg0 : i8
    %1 = arith.maxsi %arg0, %c127_i8 : i8
    %2 = arith.maxsi %arg0, %c-128_i8 : i8
    %3 = arith.maxsi %arg0, %c42_i8 : i8
    return %0, %1, %2, %3 : i8, i8, i8, i8
  }
  func.func @test_maxsi2(%arg0: i8) -> (i8, i8, i8, i8) {
    %c127_i8 = arith.constant 127 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c42_i8 = arith.constant 42 : i8
    %0 = arith.maxsi %arg0, %arg0 : i8
    %1 = arith.maxsi %c127_i8, %arg0 : i8
    %2 = arith.maxsi %c-128_i8, %arg0 : i8
    %3 = arith.maxsi %c42_i8, %arg0 : i8
    return %0, %1, %2, %3 : i8, i8, i8, i8
  }
  func.func @smith_harness_0(%arg0: i8) -> (i8, i8, i8, i8) {
    %0:4 = call @test_maxsi(%arg0) : (i8) -> (i8, i8, i8, i8)
    return %0#0, %0#1, %0#2, %0#3 : i8, i8, i8, i8
  }
  func.func @smith_harness_1(%arg0: i8) -> (i8, i8, i8, i8) {
    %0:4 = call @test_maxsi2(%arg0) : (i8) -> (i8, i8, i8, i8)
    return %0#0, %0#1, %0#2, %0#3 : i8, i8, i8, i8
  }
  func.func @main() {
    %c12_i8 = arith.constant 12 : i8
    %0:4 = call @smith_harness_0(%c12_i8) : (i8) -> (i8, i8, i8, i8)
    %c1_i8 = arith.constant 1 : i8
    %1:4 = call @smith_harness_1(%c1_i8) : (i8) -> (i8, i8, i8, i8)
    %2 = arith.extsi %0#0 : i8 to i64
    %3 = arith.extsi %0#1 : i8 to i64
    %4 = arith.extsi %0#2 : i8 to i64
    %5 = arith.extsi %0#3 : i8 to i64
    %6 = arith.extsi %1#0 : i8 to i64
    %7 = arith.extsi %1#1 : i8 to i64
    %8 = arith.extsi %1#2 : i8 to i64
    %9 = arith.extsi %1#3 : i8 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %11 = arith.addi %10, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_0 : i64
    %13 = arith.addi %12, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_1 : i64
    %15 = arith.addi %14, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_2 : i64
    %17 = arith.addi %16, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_3 : i64
    %19 = arith.addi %18, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_5 : i64
    %23 = arith.addi %22, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_6 : i64
    %25 = arith.addi %24, %9 : i64
    vector.print %25 : i64
    return
  }
}
