// Piece 0 of Conversion/MemRefToLLVM/convert-alloca-scope.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["empty", "returns_nothing", "returns_one_value", "returns_multiple_values"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-alloca-scope.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5322534713872284574, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @empty() {
    memref.alloca_scope  {
    }
    return
  }
  func.func @returns_nothing(%arg0: f32) {
    %cst = arith.constant 1.000000e+01 : f32
    memref.alloca_scope  {
      %0 = arith.addf %cst, %arg0 : f32
    }
    return
  }
  func.func @returns_one_value(%arg0: f32) -> f32 {
    %cst = arith.constant 1.000000e+01 : f32
    %0 = memref.alloca_scope  -> (f32) {
      %1 = arith.addf %cst, %arg0 : f32
      memref.alloca_scope.return %1 : f32
    }
    return %0 : f32
  }
  func.func @returns_multiple_values(%arg0: f32) -> f32 {
    %cst = arith.constant 1.000000e+01 : f32
    %0:2 = memref.alloca_scope  -> (f32, f32) {
      %2 = arith.addf %cst, %arg0 : f32
      %3 = arith.subf %cst, %arg0 : f32
      memref.alloca_scope.return %2, %3 : f32, f32
    }
    %1 = arith.addf %0#0, %0#1 : f32
    return %1 : f32
  }
  func.func @smith_harness_0() {
    call @empty() : () -> ()
    return
  }
  func.func @smith_harness_1(%arg0: f32) {
    call @returns_nothing(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: f32) -> f32 {
    %0 = call @returns_one_value(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_3(%arg0: f32) -> f32 {
    %0 = call @returns_multiple_values(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %cst = arith.constant -1.200000e+01 : f32
    call @smith_harness_1(%cst) : (f32) -> ()
    %cst_0 = arith.constant -0.0923698171 : f32
    %0 = call @smith_harness_2(%cst_0) : (f32) -> f32
    %cst_1 = arith.constant -6.750000e+00 : f32
    %1 = call @smith_harness_3(%cst_1) : (f32) -> f32
    %2 = arith.bitcast %0 : f32 to i32
    %3 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %6 = arith.bitcast %1 : f32 to i32
    %7 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %8 = arith.select %7, %c2143289344_i32_2, %6 : i32
    %9 = arith.extsi %8 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %9 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_3 : i64
    %13 = arith.addi %12, %9 : i64
    vector.print %13 : i64
    return
  }
}
