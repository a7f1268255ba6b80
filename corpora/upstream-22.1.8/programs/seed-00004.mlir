// Piece 13 of Analysis/DataFlow/test-liveness-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine_loop_no_use_iv_has_side_effect_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-liveness-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 1861504486712598383, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @affine_loop_no_use_iv_has_side_effect_op() {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<10xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<10xindex>)
    affine.for %arg0 = 0 to 79 {
      %c10 = arith.constant 10 : index
      memref.store %c1, %alloc[%c1] : memref<10xindex>
    } {tag = "for"}
    return
  }
  func.func @smith_harness_0() {
    call @affine_loop_no_use_iv_has_side_effect_op() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
