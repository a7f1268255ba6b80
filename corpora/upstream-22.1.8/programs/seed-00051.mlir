// Piece 0 of Conversion/ArithToLLVM/arith-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_ops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/arith-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3548519101422978644, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_ops(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: vector<4xi64>, %arg3: vector<4xi64>) -> vector<4xf32> {
    %cst = arith.constant dense<4.200000e+01> : vector<4xf32>
    %0 = arith.addf %arg0, %cst : vector<4xf32>
    %cst_0 = arith.constant dense<0> : vector<4xi64>
    %1 = arith.cmpi eq, %arg2, %cst_0 : vector<4xi64>
    %cst_1 = arith.constant dense<-9223372036854775808> : vector<4xi64>
    %2 = arith.cmpi eq, %arg2, %cst_1 : vector<4xi64>
    %cst_2 = arith.constant dense<-1> : vector<4xi64>
    %3 = arith.cmpi eq, %arg2, %cst_2 : vector<4xi64>
    %4 = arith.andi %2, %3 : vector<4xi1>
    %5 = arith.ori %1, %4 : vector<4xi1>
    %cst_3 = arith.constant dense<1> : vector<4xi64>
    %6 = arith.select %5, %cst_3, %arg2 : vector<4xi1>, vector<4xi64>
    %7 = arith.divsi %arg2, %6 : vector<4xi64>
    %cst_4 = arith.constant dense<0> : vector<4xi64>
    %8 = arith.cmpi eq, %arg2, %cst_4 : vector<4xi64>
    %cst_5 = arith.constant dense<1> : vector<4xi64>
    %9 = arith.select %8, %cst_5, %arg2 : vector<4xi1>, vector<4xi64>
    %10 = arith.divui %arg2, %9 : vector<4xi64>
    %cst_6 = arith.constant dense<0> : vector<4xi64>
    %11 = arith.cmpi eq, %arg2, %cst_6 : vector<4xi64>
    %cst_7 = arith.constant dense<-9223372036854775808> : vector<4xi64>
    %12 = arith.cmpi eq, %arg2, %cst_7 : vector<4xi64>
    %cst_8 = arith.constant dense<-1> : vector<4xi64>
    %13 = arith.cmpi eq, %arg2, %cst_8 : vector<4xi64>
    %14 = arith.andi %12, %13 : vector<4xi1>
    %15 = arith.ori %11, %14 : vector<4xi1>
    %cst_9 = arith.constant dense<1> : vector<4xi64>
    %16 = arith.select %15, %cst_9, %arg2 : vector<4xi1>, vector<4xi64>
    %17 = arith.remsi %arg2, %16 : vector<4xi64>
    %cst_10 = arith.constant dense<0> : vector<4xi64>
    %18 = arith.cmpi eq, %arg2, %cst_10 : vector<4xi64>
    %cst_11 = arith.constant dense<1> : vector<4xi64>
    %19 = arith.select %18, %cst_11, %arg2 : vector<4xi1>, vector<4xi64>
    %20 = arith.remui %arg2, %19 : vector<4xi64>
    %21 = arith.divf %arg0, %cst : vector<4xf32>
    %22 = arith.remf %arg0, %cst : vector<4xf32>
    %23 = arith.andi %arg2, %arg3 : vector<4xi64>
    %24 = arith.ori %arg2, %arg3 : vector<4xi64>
    %25 = arith.xori %arg2, %arg3 : vector<4xi64>
    %cst_12 = arith.constant dense<64> : vector<4xi64>
    %26 = arith.remui %arg2, %cst_12 : vector<4xi64>
    %27 = arith.shli %arg2, %26 : vector<4xi64>
    %cst_13 = arith.constant dense<64> : vector<4xi64>
    %28 = arith.remui %arg2, %cst_13 : vector<4xi64>
    %29 = arith.shrsi %arg2, %28 : vector<4xi64>
    %cst_14 = arith.constant dense<64> : vector<4xi64>
    %30 = arith.remui %arg2, %cst_14 : vector<4xi64>
    %31 = arith.shrui %arg2, %30 : vector<4xi64>
    return %0 : vector<4xf32>
  }
  func.func @smith_harness_0(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: vector<4xi64>, %arg3: vector<4xi64>) -> vector<4xf32> {
    %0 = call @vector_ops(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xi1>, vector<4xi64>, vector<4xi64>) -> vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[1.275000e+01, -41.6556969, 1.100000e+01, -780.539367]> : vector<4xf32>
    %cst_0 = arith.constant dense<[false, false, true, false]> : vector<4xi1>
    %cst_1 = arith.constant dense<[9223372036854775807, -16, -4390097541848449760, 9223372036854775807]> : vector<4xi64>
    %cst_2 = arith.constant dense<[-12, -7, 6, -5]> : vector<4xi64>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2) : (vector<4xf32>, vector<4xi1>, vector<4xi64>, vector<4xi64>) -> vector<4xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : f32 from vector<4xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0[1] : f32 from vector<4xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_3, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_4 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0[2] : f32 from vector<4xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_5, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_6 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0[3] : f32 from vector<4xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_7, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_8 : i64
    %28 = arith.addi %27, %26 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %28 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %29 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %30 = arith.addi %29, %28 : i64
    vector.print %30 : i64
    return
  }
}
