// Piece 0 of Conversion/FuncToLLVM/func-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["empty", "dfs_block_order", "ceilf", "floorf", "fmaf", "switchi8", "index_arg"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/func-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3601431145471225754, "skipped": {"body": "declaration", "body2": "declaration", "body3": "declaration", "body_args": "declaration", "call_with_attributes": "calls declared", "call_zero_result_func": "calls declared", "func_args": "calls declared", "get_c16": "declaration", "get_c32": "declaration", "get_c64": "declaration", "get_f32": "declaration", "get_i64": "declaration", "get_memref": "declaration", "imperfectly_nested_loops": "calls declared", "mid": "declaration", "ml_caller": "calls declared", "more_imperfectly_nested_loops": "calls declared", "multireturn": "calls declared", "multireturn_caller": "calls declared", "non_convertible_arg_type": "element type", "other": "declaration", "post": "declaration", "pre": "declaration", "simple_caller": "calls declared", "simple_loop": "calls declared", "zero_result_func": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @empty() {
    return
  }
  func.func @dfs_block_order(%arg0: i32) -> i32 {
    %c42_i32 = arith.constant 42 : i32
    cf.br ^bb2
  ^bb1:  // pred: ^bb2
    %0 = arith.addi %arg0, %c42_i32 : i32
    return %0 : i32
  ^bb2:  // pred: ^bb0
    cf.br ^bb1
  }
  func.func @ceilf(%arg0: f32) {
    %0 = math.ceil %arg0 : f32
    return
  }
  func.func @floorf(%arg0: f32) {
    %0 = math.floor %arg0 : f32
    return
  }
  module {
    func.func @assert_test_function(%arg0: i1) {
      cf.assert %arg0, "Computer says no"
      return
    }
  }
  func.func @fmaf(%arg0: f32, %arg1: vector<4xf32>) {
    %0 = math.fma %arg0, %arg0, %arg0 : f32
    %1 = math.fma %arg1, %arg1, %arg1 : vector<4xf32>
    return
  }
  func.func @switchi8(%arg0: i8) -> i32 {
    cf.switch %arg0 : i8, [
      default: ^bb1,
      42: ^bb1,
      43: ^bb2
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  ^bb2:  // pred: ^bb0
    %c42_i32 = arith.constant 42 : i32
    return %c42_i32 : i32
  }
  func.func @index_arg(%arg0: index) -> index {
    cf.br ^bb1(%arg0 : index)
  ^bb1(%0: index):  // pred: ^bb0
    return %0 : index
  }
  func.func @non_convertible_arg_type(%arg0: vector<1xtf32>) {
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.apply_conversion_patterns to %0 {
        transform.apply_conversion_patterns.dialect_to_llvm "math"
        transform.apply_conversion_patterns.dialect_to_llvm "arith"
        transform.apply_conversion_patterns.dialect_to_llvm "cf"
        transform.apply_conversion_patterns.func.func_to_llvm
      } with type_converter {
        transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32 : i64, use_opaque_pointers = true}
      } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
      transform.yield 
    }
  }
  func.func @smith_harness_0() {
    call @empty() : () -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i32) -> i32 {
    %0 = call @dfs_block_order(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_2(%arg0: f32) {
    call @ceilf(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: f32) {
    call @floorf(%arg0) : (f32) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: f32, %arg1: vector<4xf32>) {
    call @fmaf(%arg0, %arg1) : (f32, vector<4xf32>) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: i8) -> i32 {
    %0 = call @switchi8(%arg0) : (i8) -> i32
    return %0 : i32
  }
  func.func @smith_harness_6(%arg0: index) -> index {
    %0 = call @index_arg(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c546474495_i32 = arith.constant 546474495 : i32
    %0 = call @smith_harness_1(%c546474495_i32) : (i32) -> i32
    %cst = arith.constant 2.250000e+00 : f32
    call @smith_harness_2(%cst) : (f32) -> ()
    %cst_0 = arith.constant 9.80388373E-4 : f32
    call @smith_harness_3(%cst_0) : (f32) -> ()
    %cst_1 = arith.constant -1.000000e+00 : f32
    %cst_2 = arith.constant dense<[2.250000e+00, -0.996437907, -7.500000e+00, -2.500000e+00]> : vector<4xf32>
    call @smith_harness_4(%cst_1, %cst_2) : (f32, vector<4xf32>) -> ()
    %c-38_i8 = arith.constant -38 : i8
    %1 = call @smith_harness_5(%c-38_i8) : (i8) -> i32
    %c3 = arith.constant 3 : index
    %2 = call @smith_harness_6(%c3) : (index) -> index
    %3 = arith.extsi %0 : i32 to i64
    %4 = arith.extsi %1 : i32 to i64
    %5 = arith.index_cast %2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_3 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_4 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %11 : i64
    return
  }
}
