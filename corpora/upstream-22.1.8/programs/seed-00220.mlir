// Piece 2 of Conversion/SCFToControlFlow/convert-to-cfg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_while_loops_annotation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToControlFlow/convert-to-cfg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 945060897266559696, "skipped": {}, "smith_version": "0.1.0"}
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  func.func @simple_while_loops_annotation(%arg0: i1) {
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    scf.while : () -> () {
      %0 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %1 = arith.addi %0, %c1 : index
      memref.store %1, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %2 = arith.cmpi ult, %0, %c4096 : index
      %3 = arith.andi %arg0, %2 : i1
      scf.condition(%3)
    } do {
      scf.yield
    } attributes {llvm.loop_annotation = #loop_annotation}
    return
  }
  func.func @smith_harness_0(%arg0: i1) {
    call @simple_while_loops_annotation(%arg0) : (i1) -> ()
    return
  }
  func.func @main() {
    %false = arith.constant false
    call @smith_harness_0(%false) : (i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
