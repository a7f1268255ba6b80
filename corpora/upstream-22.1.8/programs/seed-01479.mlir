// Piece 0 of mlir-runner/expand-arith-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["trunc_bf16", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-runner/expand-arith-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 738708501609251267, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @trunc_bf16(%arg0: f32) {
    %0 = arith.truncf %arg0 : f32 to bf16
    %1 = arith.extf %0 : bf16 to f32
    vector.print %1 : f32
    return
  }
  func.func @main_0() {
    %c1065385984_i32 = arith.constant 1065385984 : i32
    %0 = arith.bitcast %c1065385984_i32 : i32 to f32
    call @trunc_bf16(%0) : (f32) -> ()
    %c1065451520_i32 = arith.constant 1065451520 : i32
    %1 = arith.bitcast %c1065451520_i32 : i32 to f32
    call @trunc_bf16(%1) : (f32) -> ()
    %c-1082097664_i32 = arith.constant -1082097664 : i32
    %2 = arith.bitcast %c-1082097664_i32 : i32 to f32
    call @trunc_bf16(%2) : (f32) -> ()
    %c-1082097663_i32 = arith.constant -1082097663 : i32
    %3 = arith.bitcast %c-1082097663_i32 : i32 to f32
    call @trunc_bf16(%3) : (f32) -> ()
    %c2139095040_i32 = arith.constant 2139095040 : i32
    %4 = arith.bitcast %c2139095040_i32 : i32 to f32
    call @trunc_bf16(%4) : (f32) -> ()
    %c-8388608_i32 = arith.constant -8388608 : i32
    %5 = arith.bitcast %c-8388608_i32 : i32 to f32
    call @trunc_bf16(%5) : (f32) -> ()
    %c2139095039_i32 = arith.constant 2139095039 : i32
    %6 = arith.bitcast %c2139095039_i32 : i32 to f32
    call @trunc_bf16(%6) : (f32) -> ()
    %c-8388609_i32 = arith.constant -8388609 : i32
    %7 = arith.bitcast %c-8388609_i32 : i32 to f32
    call @trunc_bf16(%7) : (f32) -> ()
    %c2139029503_i32 = arith.constant 2139029503 : i32
    %8 = arith.bitcast %c2139029503_i32 : i32 to f32
    call @trunc_bf16(%8) : (f32) -> ()
    %c1070596095_i32 = arith.constant 1070596095 : i32
    %9 = arith.bitcast %c1070596095_i32 : i32 to f32
    call @trunc_bf16(%9) : (f32) -> ()
    %c-1076887553_i32 = arith.constant -1076887553 : i32
    %10 = arith.bitcast %c-1076887553_i32 : i32 to f32
    call @trunc_bf16(%10) : (f32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @trunc_bf16(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_1() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 0x7F800000 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
