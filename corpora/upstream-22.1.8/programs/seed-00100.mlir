// Piece 0 of Conversion/FuncToLLVM/convert-funcs.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["indirect_const_call", "variadic_func"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/convert-funcs.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1462238189558587191, "skipped": {"body": "declaration", "indirect_call": "element type", "llvmlinkage": "declaration", "llvmreadnone": "declaration", "memref_call_conv": "declaration", "memref_call_conv_nested": "declaration", "pass_through": "type", "second_order_arg": "declaration", "second_order_multi_result": "declaration", "second_order_result": "declaration", "target_cpu": "declaration", "target_features": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @pass_through(%arg0: () -> ()) -> (() -> ()) {
    cf.br ^bb1(%arg0 : () -> ())
  ^bb1(%0: () -> ()):  // pred: ^bb0
    return %0 : () -> ()
  }
  func.func private @body(i32)
  func.func @indirect_const_call(%arg0: i32) {
    %f = constant @body : (i32) -> ()
    call_indirect %f(%arg0) : (i32) -> ()
    return
  }
  func.func @indirect_call(%arg0: (f32) -> i32, %arg1: f32) -> i32 {
    %0 = call_indirect %arg0(%arg1) : (f32) -> i32
    return %0 : i32
  }
  func.func @variadic_func(%arg0: i32) attributes {func.varargs = true} {
    return
  }
  func.func @smith_harness_0(%arg0: i32) {
    call @indirect_const_call(%arg0) : (i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i32) {
    call @variadic_func(%arg0) : (i32) -> ()
    return
  }
  func.func @main() {
    %c998957137_i32 = arith.constant 998957137 : i32
    call @smith_harness_0(%c998957137_i32) : (i32) -> ()
    %c-2_i32 = arith.constant -2 : i32
    call @smith_harness_1(%c-2_i32) : (i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
