// Piece 1 of Conversion/FuncToLLVM/convert-funcs.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["private_callee", "caller_private_callee"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/convert-funcs.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 496454471170143200, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @private_callee(%arg0: f32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
  func.func @caller_private_callee(%arg0: f32) -> i32 {
    %0 = call @private_callee(%arg0) : (f32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_0(%arg0: f32) -> i32 {
    %0 = call @private_callee(%arg0) : (f32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: f32) -> i32 {
    %0 = call @caller_private_callee(%arg0) : (f32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %cst = arith.constant -1.100000e+01 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> i32
    %cst_0 = arith.constant -1.050000e+01 : f32
    %1 = call @smith_harness_1(%cst_0) : (f32) -> i32
    %2 = arith.extsi %0 : i32 to i64
    %3 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
