// Piece 11 of Transforms/loop-invariant-code-motion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["hoist_scf_for_with_unknown_trip_count_unknown_step"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/loop-invariant-code-motion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 8402282828652067375, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %arg0 to %arg1 step %c1 {
      %c1_0 = arith.constant 1 : index
      %0 = arith.maxsi %arg2, %c1_0 : index
      scf.for %arg4 = %arg0 to %arg1 step %0 {
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @hoist_scf_for_with_unknown_trip_count_unknown_step(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    call @smith_harness_0(%c3, %c2, %c2_0) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
