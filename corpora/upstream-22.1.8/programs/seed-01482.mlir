// Piece 4 of mlir-runner/test-expand-math-approx.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func_roundf", "func_roundf$bitcast_result_to_int", "func_roundf$vector", "roundf"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/test-expand-math-approx.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3254923435806246521, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @func_roundf(%arg0: f32) {
    %0 = math.round %arg0 : f32
    vector.print %0 : f32
    return
  }
  func.func @func_roundf$bitcast_result_to_int(%arg0: f32) {
    %0 = math.round %arg0 : f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.bitcast %3 : i32 to f32
    %5 = arith.bitcast %4 : f32 to i32
    vector.print %5 : i32
    return
  }
  func.func @func_roundf$vector(%arg0: vector<1xf32>) {
    %0 = math.round %arg0 : vector<1xf32>
    vector.print %0 : vector<1xf32>
    return
  }
  func.func @roundf() {
    %cst = arith.constant 3.800000e+00 : f32
    call @func_roundf(%cst) : (f32) -> ()
    %cst_0 = arith.constant -3.800000e+00 : f32
    call @func_roundf(%cst_0) : (f32) -> ()
    %cst_1 = arith.constant -4.200000e+00 : f32
    call @func_roundf(%cst_1) : (f32) -> ()
    %cst_2 = arith.constant -4.950000e+02 : f32
    call @func_roundf(%cst_2) : (f32) -> ()
    %cst_3 = arith.constant 4.950000e+02 : f32
    call @func_roundf(%cst_3) : (f32) -> ()
    %cst_4 = arith.constant 8.500000e+00 : f32
    call @func_roundf(%cst_4) : (f32) -> ()
    %cst_5 = arith.constant -8.500000e+00 : f32
    call @func_roundf(%cst_5) : (f32) -> ()
    %cst_6 = arith.constant -4.000000e-01 : f32
    call @func_roundf(%cst_6) : (f32) -> ()
    %cst_7 = arith.constant -0.000000e+00 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c2139095040_i32 = arith.constant 2139095040 : i32
    %0 = arith.bitcast %c2139095040_i32 : i32 to f32
    %c-8388608_i32 = arith.constant -8388608 : i32
    %1 = arith.bitcast %c-8388608_i32 : i32 to f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %2 = arith.bitcast %c2143289344_i32 : i32 to f32
    %c-4194304_i32 = arith.constant -4194304 : i32
    %3 = arith.bitcast %c-4194304_i32 : i32 to f32
    call @func_roundf(%cst_7) : (f32) -> ()
    call @func_roundf(%cst_8) : (f32) -> ()
    call @func_roundf(%0) : (f32) -> ()
    call @func_roundf(%1) : (f32) -> ()
    call @func_roundf$bitcast_result_to_int(%2) : (f32) -> ()
    vector.print %c2143289344_i32 : i32
    call @func_roundf$bitcast_result_to_int(%3) : (f32) -> ()
    vector.print %c-4194304_i32 : i32
    %cst_9 = arith.constant 1.268000e+30 : f32
    call @func_roundf(%cst_9) : (f32) -> ()
    %cst_10 = arith.constant 8388606.5 : f32
    %cst_11 = arith.constant 0x4AFFFFFE : f32
    %cst_12 = arith.constant 8388607.5 : f32
    %cst_13 = arith.constant 0x4B000000 : f32
    %cst_14 = arith.constant 0x4B000001 : f32
    call @func_roundf$bitcast_result_to_int(%cst_10) : (f32) -> ()
    call @func_roundf$bitcast_result_to_int(%cst_11) : (f32) -> ()
    call @func_roundf$bitcast_result_to_int(%cst_12) : (f32) -> ()
    call @func_roundf$bitcast_result_to_int(%cst_13) : (f32) -> ()
    call @func_roundf$bitcast_result_to_int(%cst_14) : (f32) -> ()
    %cst_15 = arith.constant dense<5.000000e-01> : vector<1xf32>
    call @func_roundf$vector(%cst_15) : (vector<1xf32>) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @func_roundf(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: f32) {
    call @func_roundf$bitcast_result_to_int(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: vector<1xf32>) {
    call @func_roundf$vector(%arg0) : (vector<1xf32>) -> ()
    return
  }
  func.func @smith_harness_3() {
    call @roundf() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -6.250000e+00 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %cst_0 = arith.constant -9.250000e+00 : f32
    call @smith_harness_1(%cst_0) : (f32) -> ()
    %cst_1 = arith.constant dense<-2.500000e-01> : vector<1xf32>
    call @smith_harness_2(%cst_1) : (vector<1xf32>) -> ()
    call @smith_harness_3() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
