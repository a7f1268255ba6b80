// Piece 0 of Dialect/Math/sincos-fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sincos_fusion", "sincos_fusion_no_match_fmf", "sincos_no_fusion_different_block", "sincos_fusion_preserve_fastmath"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Math/sincos-fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8275972586914274009, "skipped": {"sincos_ensure_ssa_dominance": "calls declared", "sink": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @sincos_fusion(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
    %0 = math.sin %arg0 : f32
    %1 = math.cos %arg0 : f32
    %2 = math.cos %arg1 : f32
    %3 = math.sin %arg1 : f32
    return %0, %1, %2, %3 : f32, f32, f32, f32
  }
  func.func @sincos_fusion_no_match_fmf(%arg0: f32) -> (f32, f32) {
    %0 = math.sin %arg0 fastmath<contract> : f32
    %1 = math.cos %arg0 : f32
    return %0, %1 : f32, f32
  }
  func.func @sincos_no_fusion_different_block(%arg0: f32, %arg1: i1) -> f32 {
    %0 = scf.if %arg1 -> (f32) {
      %1 = math.sin %arg0 : f32
      scf.yield %1 : f32
    } else {
      %1 = math.cos %arg0 : f32
      scf.yield %1 : f32
    }
    return %0 : f32
  }
  func.func @sincos_fusion_preserve_fastmath(%arg0: f32) -> (f32, f32) {
    %0 = math.sin %arg0 fastmath<contract> : f32
    %1 = math.cos %arg0 fastmath<contract> : f32
    return %0, %1 : f32, f32
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
    %0:4 = call @sincos_fusion(%arg0, %arg1) : (f32, f32) -> (f32, f32, f32, f32)
    return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
  }
  func.func @smith_harness_1(%arg0: f32) -> (f32, f32) {
    %0:2 = call @sincos_fusion_no_match_fmf(%arg0) : (f32) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: i1) -> f32 {
    %0 = call @sincos_no_fusion_different_block(%arg0, %arg1) : (f32, i1) -> f32
    return %0 : f32
  }
  func.func @smith_harness_3(%arg0: f32) -> (f32, f32) {
    %0:2 = call @sincos_fusion_preserve_fastmath(%arg0) : (f32) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant 2.750000e+00 : f32
    %cst_0 = arith.constant -5.67423677 : f32
    %0:4 = call @smith_harness_0(%cst, %cst_0) : (f32, f32) -> (f32, f32, f32, f32)
    %cst_1 = arith.constant -0.000000e+00 : f32
    %1:2 = call @smith_harness_1(%cst_1) : (f32) -> (f32, f32)
    %cst_2 = arith.constant -1.175000e+01 : f32
    %false = arith.constant false
    %2 = call @smith_harness_2(%cst_2, %false) : (f32, i1) -> f32
    %cst_3 = arith.constant -8.250000e+00 : f32
    %3:2 = call @smith_harness_3(%cst_3) : (f32) -> (f32, f32)
    %4 = arith.bitcast %0#0 : f32 to i32
    %5 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %8 = arith.bitcast %0#1 : f32 to i32
    %9 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_4, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %12 = arith.bitcast %0#2 : f32 to i32
    %13 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %14 = arith.select %13, %c2143289344_i32_5, %12 : i32
    %15 = arith.extsi %14 : i32 to i64
    %16 = arith.bitcast %0#3 : f32 to i32
    %17 = arith.cmpf uno, %0#3, %0#3 : f32
    %c2143289344_i32_6 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_6, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %20 = arith.bitcast %1#0 : f32 to i32
    %21 = arith.cmpf uno, %1#0, %1#0 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %22 = arith.select %21, %c2143289344_i32_7, %20 : i32
    %23 = arith.extsi %22 : i32 to i64
    %24 = arith.bitcast %1#1 : f32 to i32
    %25 = arith.cmpf uno, %1#1, %1#1 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %26 = arith.select %25, %c2143289344_i32_8, %24 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = arith.bitcast %2 : f32 to i32
    %29 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32_9 = arith.constant 2143289344 : i32
    %30 = arith.select %29, %c2143289344_i32_9, %28 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = arith.bitcast %3#0 : f32 to i32
    %33 = arith.cmpf uno, %3#0, %3#0 : f32
    %c2143289344_i32_10 = arith.constant 2143289344 : i32
    %34 = arith.select %33, %c2143289344_i32_10, %32 : i32
    %35 = arith.extsi %34 : i32 to i64
    %36 = arith.bitcast %3#1 : f32 to i32
    %37 = arith.cmpf uno, %3#1, %3#1 : f32
    %c2143289344_i32_11 = arith.constant 2143289344 : i32
    %38 = arith.select %37, %c2143289344_i32_11, %36 : i32
    %39 = arith.extsi %38 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %40 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %41 = arith.addi %40, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %42 = arith.muli %41, %c1000003_i64_12 : i64
    %43 = arith.addi %42, %11 : i64
    vector.print %15 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %44 = arith.muli %43, %c1000003_i64_13 : i64
    %45 = arith.addi %44, %15 : i64
    vector.print %19 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %46 = arith.muli %45, %c1000003_i64_14 : i64
    %47 = arith.addi %46, %19 : i64
    vector.print %23 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %48 = arith.muli %47, %c1000003_i64_15 : i64
    %49 = arith.addi %48, %23 : i64
    vector.print %27 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %50 = arith.muli %49, %c1000003_i64_16 : i64
    %51 = arith.addi %50, %27 : i64
    vector.print %31 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %52 = arith.muli %51, %c1000003_i64_17 : i64
    %53 = arith.addi %52, %31 : i64
    vector.print %35 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %54 = arith.muli %53, %c1000003_i64_18 : i64
    %55 = arith.addi %54, %35 : i64
    vector.print %39 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %56 = arith.muli %55, %c1000003_i64_19 : i64
    %57 = arith.addi %56, %39 : i64
    vector.print %57 : i64
    return
  }
}
