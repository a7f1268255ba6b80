// Piece 0 of Conversion/FuncToSPIRV/func-ops-to-spirv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["return_none_val", "return_one_val", "return_multi_val", "return_one_index", "call_functions"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToSPIRV/func-ops-to-spirv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6897163758417934510, "skipped": {}, "smith_version": "0.1.0"}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
  func.func @return_none_val() {
    return
  }
  func.func @return_one_val(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
  func.func @return_multi_val(%arg0: f32) -> (f32, f32) {
    return %arg0, %arg0 : f32, f32
  }
  func.func @return_one_index(%arg0: index) -> index {
    return %arg0 : index
  }
  func.func @call_functions(%arg0: index) -> index {
    call @return_none_val() : () -> ()
    %0 = call @return_one_index(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @smith_harness_0() {
    call @return_none_val() : () -> ()
    return
  }
  func.func @smith_harness_1(%arg0: f32) -> f32 {
    %0 = call @return_one_val(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_2(%arg0: f32) -> (f32, f32) {
    %0:2 = call @return_multi_val(%arg0) : (f32) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @smith_harness_3(%arg0: index) -> index {
    %0 = call @return_one_index(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @smith_harness_4(%arg0: index) -> index {
    %0 = call @call_functions(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %cst = arith.constant 1.000000e+00 : f32
    %0 = call @smith_harness_1(%cst) : (f32) -> f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %1:2 = call @smith_harness_2(%cst_0) : (f32) -> (f32, f32)
    %c1 = arith.constant 1 : index
    %2 = call @smith_harness_3(%c1) : (index) -> index
    %c2 = arith.constant 2 : index
    %3 = call @smith_harness_4(%c2) : (index) -> index
    %4 = arith.bitcast %0 : f32 to i32
    %5 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %8 = arith.bitcast %1#0 : f32 to i32
    %9 = arith.cmpf uno, %1#0, %1#0 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_1, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %12 = arith.bitcast %1#1 : f32 to i32
    %13 = arith.cmpf uno, %1#1, %1#1 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %14 = arith.select %13, %c2143289344_i32_2, %12 : i32
    %15 = arith.extsi %14 : i32 to i64
    %16 = arith.index_cast %2 : index to i64
    %17 = arith.index_cast %3 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %18 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %19 = arith.addi %18, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %11 : i64
    vector.print %15 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_4 : i64
    %23 = arith.addi %22, %15 : i64
    vector.print %16 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_5 : i64
    %25 = arith.addi %24, %16 : i64
    vector.print %17 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_6 : i64
    %27 = arith.addi %26, %17 : i64
    vector.print %27 : i64
    return
  }
}
