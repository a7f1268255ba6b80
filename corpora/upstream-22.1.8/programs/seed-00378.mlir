// Piece 25 of Conversion/XeVMToLLVM/xevm-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/XeVMToLLVM/xevm-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 25, "release": "22.1.8"}, "seed": 6408261712460337261, "skipped": {}, "smith_version": "0.1.0"}
// CHECK-LABEL: llvm.func @group_id.x() -> i32 {
llvm.func @group_id.x() -> i32 {
  // CHECK: %[[VAR0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK: %[[VAR1:.*]] = llvm.call spir_funccc @_Z12get_group_idj(%[[VAR0]])
  // CHECK-SAME: {function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>,
  // CHECK-SAME:  memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>,
  // CHECK-SAME:  no_unwind, sym_name = "_Z12get_group_idj", visibility_ = 0 : i64, will_return} : (i32) -> i32
  %1 = xevm.group_id.x : i32
  llvm.return %1 : i32
}

