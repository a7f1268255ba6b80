// Piece 10 of Dialect/Math/expand-math.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["powf_func", "powf_func_zero", "powf_func_one", "powf_func_negone", "powf_func_half", "powf_func_neghalf", "powf_func_two", "powf_func_negtwo", "powf_func_three"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Math/expand-math.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 7327716972229021905, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @powf_func(%arg0: f64, %arg1: f64) -> f64 {
    %0 = math.powf %arg0, %arg1 : f64
    return %0 : f64
  }
  func.func @powf_func_zero(%arg0: f64) -> f64 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_one(%arg0: f64) -> f64 {
    %cst = arith.constant 1.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_negone(%arg0: f64) -> f64 {
    %cst = arith.constant -1.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_half(%arg0: f64) -> f64 {
    %cst = arith.constant 5.000000e-01 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_neghalf(%arg0: f64) -> f64 {
    %cst = arith.constant -5.000000e-01 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_two(%arg0: f64) -> f64 {
    %cst = arith.constant 2.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_negtwo(%arg0: f64) -> f64 {
    %cst = arith.constant -2.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @powf_func_three(%arg0: f64) -> f64 {
    %cst = arith.constant 3.000000e+00 : f64
    %0 = math.powf %arg0, %cst : f64
    return %0 : f64
  }
  func.func @smith_harness_0(%arg0: f64, %arg1: f64) -> f64 {
    %0 = call @powf_func(%arg0, %arg1) : (f64, f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_1(%arg0: f64) -> f64 {
    %0 = call @powf_func_zero(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_2(%arg0: f64) -> f64 {
    %0 = call @powf_func_one(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_3(%arg0: f64) -> f64 {
    %0 = call @powf_func_negone(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_4(%arg0: f64) -> f64 {
    %0 = call @powf_func_half(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_5(%arg0: f64) -> f64 {
    %0 = call @powf_func_neghalf(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_6(%arg0: f64) -> f64 {
    %0 = call @powf_func_two(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_7(%arg0: f64) -> f64 {
    %0 = call @powf_func_negtwo(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @smith_harness_8(%arg0: f64) -> f64 {
    %0 = call @powf_func_three(%arg0) : (f64) -> f64
    return %0 : f64
  }
  func.func @main() {
    %cst = arith.constant 0.0070753790564713984 : f64
    %cst_0 = arith.constant 0xFFF0000000000000 : f64
    %0 = call @smith_harness_0(%cst, %cst_0) : (f64, f64) -> f64
    %cst_1 = arith.constant 921.22753467719849 : f64
    %1 = call @smith_harness_1(%cst_1) : (f64) -> f64
    %cst_2 = arith.constant 0x7FF0000000000000 : f64
    %2 = call @smith_harness_2(%cst_2) : (f64) -> f64
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %3 = call @smith_harness_3(%cst_3) : (f64) -> f64
    %cst_4 = arith.constant -64.901851497508446 : f64
    %4 = call @smith_harness_4(%cst_4) : (f64) -> f64
    %cst_5 = arith.constant -8.500000e+00 : f64
    %5 = call @smith_harness_5(%cst_5) : (f64) -> f64
    %cst_6 = arith.constant -1.400000e+01 : f64
    %6 = call @smith_harness_6(%cst_6) : (f64) -> f64
    %cst_7 = arith.constant 1.100000e+01 : f64
    %7 = call @smith_harness_7(%cst_7) : (f64) -> f64
    %cst_8 = arith.constant -1278.4686320173223 : f64
    %8 = call @smith_harness_8(%cst_8) : (f64) -> f64
    %9 = arith.bitcast %0 : f64 to i64
    %10 = arith.cmpf uno, %0, %0 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %11 = arith.select %10, %c9221120237041090560_i64, %9 : i64
    %12 = arith.bitcast %1 : f64 to i64
    %13 = arith.cmpf uno, %1, %1 : f64
    %c9221120237041090560_i64_9 = arith.constant 9221120237041090560 : i64
    %14 = arith.select %13, %c9221120237041090560_i64_9, %12 : i64
    %15 = arith.bitcast %2 : f64 to i64
    %16 = arith.cmpf uno, %2, %2 : f64
    %c9221120237041090560_i64_10 = arith.constant 9221120237041090560 : i64
    %17 = arith.select %16, %c9221120237041090560_i64_10, %15 : i64
    %18 = arith.bitcast %3 : f64 to i64
    %19 = arith.cmpf uno, %3, %3 : f64
    %c9221120237041090560_i64_11 = arith.constant 9221120237041090560 : i64
    %20 = arith.select %19, %c9221120237041090560_i64_11, %18 : i64
    %21 = arith.bitcast %4 : f64 to i64
    %22 = arith.cmpf uno, %4, %4 : f64
    %c9221120237041090560_i64_12 = arith.constant 9221120237041090560 : i64
    %23 = arith.select %22, %c9221120237041090560_i64_12, %21 : i64
    %24 = arith.bitcast %5 : f64 to i64
    %25 = arith.cmpf uno, %5, %5 : f64
    %c9221120237041090560_i64_13 = arith.constant 9221120237041090560 : i64
    %26 = arith.select %25, %c9221120237041090560_i64_13, %24 : i64
    %27 = arith.bitcast %6 : f64 to i64
    %28 = arith.cmpf uno, %6, %6 : f64
    %c9221120237041090560_i64_14 = arith.constant 9221120237041090560 : i64
    %29 = arith.select %28, %c9221120237041090560_i64_14, %27 : i64
    %30 = arith.bitcast %7 : f64 to i64
    %31 = arith.cmpf uno, %7, %7 : f64
    %c9221120237041090560_i64_15 = arith.constant 9221120237041090560 : i64
    %32 = arith.select %31, %c9221120237041090560_i64_15, %30 : i64
    %33 = arith.bitcast %8 : f64 to i64
    %34 = arith.cmpf uno, %8, %8 : f64
    %c9221120237041090560_i64_16 = arith.constant 9221120237041090560 : i64
    %35 = arith.select %34, %c9221120237041090560_i64_16, %33 : i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %11 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %36 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %37 = arith.addi %36, %11 : i64
    vector.print %14 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %38 = arith.muli %37, %c1000003_i64_17 : i64
    %39 = arith.addi %38, %14 : i64
    vector.print %17 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %40 = arith.muli %39, %c1000003_i64_18 : i64
    %41 = arith.addi %40, %17 : i64
    vector.print %20 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %42 = arith.muli %41, %c1000003_i64_19 : i64
    %43 = arith.addi %42, %20 : i64
    vector.print %23 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %44 = arith.muli %43, %c1000003_i64_20 : i64
    %45 = arith.addi %44, %23 : i64
    vector.print %26 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %46 = arith.muli %45, %c1000003_i64_21 : i64
    %47 = arith.addi %46, %26 : i64
    vector.print %29 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %48 = arith.muli %47, %c1000003_i64_22 : i64
    %49 = arith.addi %48, %29 : i64
    vector.print %32 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %50 = arith.muli %49, %c1000003_i64_23 : i64
    %51 = arith.addi %50, %32 : i64
    vector.print %35 : i64
    %c1000003_i64_24 = arith.constant 1000003 : i64
    %52 = arith.muli %51, %c1000003_i64_24 : i64
    %53 = arith.addi %52, %35 : i64
    vector.print %53 : i64
    return
  }
}
