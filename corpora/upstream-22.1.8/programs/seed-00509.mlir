// Piece 37 of Dialect/Arith/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["constant_FPtoSI", "constant_FPtoSI_splat", "constant_FPtoSI_vector"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 37, "release": "22.1.8"}, "seed": 8187164846485943492, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @constant_FPtoSI() -> i32 {
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant -2.1474839E+9 : f32
    %0 = arith.cmpf ogt, %cst, %cst_0 : f32
    %cst_1 = arith.constant 2.14748365E+9 : f32
    %1 = arith.cmpf olt, %cst, %cst_1 : f32
    %2 = arith.andi %0, %1 : i1
    %cst_2 = arith.constant 0.000000e+00 : f32
    %3 = arith.select %2, %cst, %cst_2 : f32
    %4 = arith.fptosi %3 : f32 to i32
    return %4 : i32
  }
  func.func @constant_FPtoSI_splat() -> vector<4xi32> {
    %cst = arith.constant -2.000000e+00 : f32
    %0 = vector.broadcast %cst : f32 to vector<4xf32>
    %cst_0 = arith.constant dense<-2.1474839E+9> : vector<4xf32>
    %1 = arith.cmpf ogt, %0, %cst_0 : vector<4xf32>
    %cst_1 = arith.constant dense<2.14748365E+9> : vector<4xf32>
    %2 = arith.cmpf olt, %0, %cst_1 : vector<4xf32>
    %3 = arith.andi %1, %2 : vector<4xi1>
    %cst_2 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %4 = arith.select %3, %0, %cst_2 : vector<4xi1>, vector<4xf32>
    %5 = arith.fptosi %4 : vector<4xf32> to vector<4xi32>
    return %5 : vector<4xi32>
  }
  func.func @constant_FPtoSI_vector() -> vector<4xi32> {
    %cst = arith.constant dense<[-1.000000e+00, -3.000000e+00, -5.000000e+00, -7.000000e+00]> : vector<4xf32>
    %cst_0 = arith.constant dense<-2.1474839E+9> : vector<4xf32>
    %0 = arith.cmpf ogt, %cst, %cst_0 : vector<4xf32>
    %cst_1 = arith.constant dense<2.14748365E+9> : vector<4xf32>
    %1 = arith.cmpf olt, %cst, %cst_1 : vector<4xf32>
    %2 = arith.andi %0, %1 : vector<4xi1>
    %cst_2 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %3 = arith.select %2, %cst, %cst_2 : vector<4xi1>, vector<4xf32>
    %4 = arith.fptosi %3 : vector<4xf32> to vector<4xi32>
    return %4 : vector<4xi32>
  }
  func.func @smith_harness_0() -> i32 {
    %0 = call @constant_FPtoSI() : () -> i32
    return %0 : i32
  }
  func.func @smith_harness_1() -> vector<4xi32> {
    %0 = call @constant_FPtoSI_splat() : () -> vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @smith_harness_2() -> vector<4xi32> {
    %0 = call @constant_FPtoSI_vector() : () -> vector<4xi32>
    return %0 : vector<4xi32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i32
    %1 = call @smith_harness_1() : () -> vector<4xi32>
    %2 = call @smith_harness_2() : () -> vector<4xi32>
    %3 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %4 = vector.extract %1[0] : i32 from vector<4xi32>
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %1[1] : i32 from vector<4xi32>
    %9 = arith.extsi %8 : i32 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %10 = arith.muli %7, %c1000003_i64_0 : i64
    %11 = arith.addi %10, %9 : i64
    %12 = vector.extract %1[2] : i32 from vector<4xi32>
    %13 = arith.extsi %12 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %14 = arith.muli %11, %c1000003_i64_1 : i64
    %15 = arith.addi %14, %13 : i64
    %16 = vector.extract %1[3] : i32 from vector<4xi32>
    %17 = arith.extsi %16 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %18 = arith.muli %15, %c1000003_i64_2 : i64
    %19 = arith.addi %18, %17 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %20 = vector.extract %2[0] : i32 from vector<4xi32>
    %21 = arith.extsi %20 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %22 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %23 = arith.addi %22, %21 : i64
    %24 = vector.extract %2[1] : i32 from vector<4xi32>
    %25 = arith.extsi %24 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %26 = arith.muli %23, %c1000003_i64_5 : i64
    %27 = arith.addi %26, %25 : i64
    %28 = vector.extract %2[2] : i32 from vector<4xi32>
    %29 = arith.extsi %28 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %30 = arith.muli %27, %c1000003_i64_6 : i64
    %31 = arith.addi %30, %29 : i64
    %32 = vector.extract %2[3] : i32 from vector<4xi32>
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %34 = arith.muli %31, %c1000003_i64_7 : i64
    %35 = arith.addi %34, %33 : i64
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %36 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64_9 : i64
    %37 = arith.addi %36, %3 : i64
    vector.print %19 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %38 = arith.muli %37, %c1000003_i64_10 : i64
    %39 = arith.addi %38, %19 : i64
    vector.print %35 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %40 = arith.muli %39, %c1000003_i64_11 : i64
    %41 = arith.addi %40, %35 : i64
    vector.print %41 : i64
    return
  }
}
