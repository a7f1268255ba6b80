// Piece 40 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test1", "test2", "test3", "test4", "test5", "test6", "test7"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 40, "release": "22.1.8"}, "seed": 5321553330789954290, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test1(%arg0: i32) -> i1 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf ole, %0, %cst : f64
    return %1 : i1
  }
  func.func @test2(%arg0: i32) -> i1 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf olt, %0, %cst : f64
    return %1 : i1
  }
  func.func @test3(%arg0: i32) -> i1 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf oge, %0, %cst : f64
    return %1 : i1
  }
  func.func @test4(%arg0: i32) -> i1 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf ogt, %0, %cst : f64
    return %1 : i1
  }
  func.func @test5(%arg0: i32) -> i1 {
    %cst = arith.constant -4.400000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf ogt, %0, %cst : f64
    return %1 : i1
  }
  func.func @test6(%arg0: i32) -> i1 {
    %cst = arith.constant -4.400000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf olt, %0, %cst : f64
    return %1 : i1
  }
  func.func @test7(%arg0: i32) -> i1 {
    %cst = arith.constant 3.200000e+00 : f64
    %0 = arith.uitofp %arg0 : i32 to f64
    %1 = arith.cmpf oge, %0, %cst : f64
    return %1 : i1
  }
  func.func @smith_harness_0(%arg0: i32) -> i1 {
    %0 = call @test1(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_1(%arg0: i32) -> i1 {
    %0 = call @test2(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_2(%arg0: i32) -> i1 {
    %0 = call @test3(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_3(%arg0: i32) -> i1 {
    %0 = call @test4(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_4(%arg0: i32) -> i1 {
    %0 = call @test5(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_5(%arg0: i32) -> i1 {
    %0 = call @test6(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @smith_harness_6(%arg0: i32) -> i1 {
    %0 = call @test7(%arg0) : (i32) -> i1
    return %0 : i1
  }
  func.func @main() {
    %c-5_i32 = arith.constant -5 : i32
    %0 = call @smith_harness_0(%c-5_i32) : (i32) -> i1
    %c7_i32 = arith.constant 7 : i32
    %1 = call @smith_harness_1(%c7_i32) : (i32) -> i1
    %c1677082609_i32 = arith.constant 1677082609 : i32
    %2 = call @smith_harness_2(%c1677082609_i32) : (i32) -> i1
    %c-13_i32 = arith.constant -13 : i32
    %3 = call @smith_harness_3(%c-13_i32) : (i32) -> i1
    %c9_i32 = arith.constant 9 : i32
    %4 = call @smith_harness_4(%c9_i32) : (i32) -> i1
    %c2147483646_i32 = arith.constant 2147483646 : i32
    %5 = call @smith_harness_5(%c2147483646_i32) : (i32) -> i1
    %c-1451797681_i32 = arith.constant -1451797681 : i32
    %6 = call @smith_harness_6(%c-1451797681_i32) : (i32) -> i1
    %7 = arith.extui %0 : i1 to i64
    %8 = arith.extui %1 : i1 to i64
    %9 = arith.extui %2 : i1 to i64
    %10 = arith.extui %3 : i1 to i64
    %11 = arith.extui %4 : i1 to i64
    %12 = arith.extui %5 : i1 to i64
    %13 = arith.extui %6 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_0 : i64
    %17 = arith.addi %16, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_1 : i64
    %19 = arith.addi %18, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_2 : i64
    %21 = arith.addi %20, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_3 : i64
    %23 = arith.addi %22, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_4 : i64
    %25 = arith.addi %24, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_5 : i64
    %27 = arith.addi %26, %13 : i64
    vector.print %27 : i64
    return
  }
}
