// Piece 1 of Conversion/SCFToControlFlow/convert-to-cfg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_std_for_loops_annotation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToControlFlow/convert-to-cfg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2663828888795926214, "skipped": {}, "smith_version": "0.1.0"}
#loop_unroll = #llvm.loop_unroll<full = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module {
  func.func @simple_std_for_loops_annotation(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    scf.for %arg3 = %arg0 to %arg1 step %0 {
      %c0 = arith.constant 0 : index
      %c1_0 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %arg4 = %c0 to %c4 step %c1_0 {
        %c1_1 = arith.constant 1 : index
      } {llvm.loop_annotation = #loop_annotation}
    } {llvm.loop_annotation = #loop_annotation1}
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @simple_std_for_loops_annotation(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c0, %c0_0, %c1) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
