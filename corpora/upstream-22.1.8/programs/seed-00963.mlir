// Piece 1 of Dialect/SCF/parallel-loop-tiling-inbound-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_loop_with_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/parallel-loop-tiling-inbound-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2416417347607252028, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_loop_with_step() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c22 = arith.constant 22 : index
    %c24 = arith.constant 24 : index
    scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c22, %c24) step (%c3, %c3) {
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0() {
    call @static_loop_with_step() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
