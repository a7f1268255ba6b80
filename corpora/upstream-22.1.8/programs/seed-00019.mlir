// Piece 3 of Analysis/test-dominance.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_region2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-dominance.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 5602317091391264023, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_region2(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    scf.for %arg3 = %arg0 to %arg1 step %0 {
      %c1_0 = arith.constant 1 : index
      %1 = arith.maxsi %arg2, %c1_0 : index
      scf.for %arg4 = %arg0 to %arg1 step %1 {
        %c1_1 = arith.constant 1 : index
        %2 = arith.maxsi %arg2, %c1_1 : index
        scf.for %arg5 = %arg0 to %arg1 step %2 {
        }
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @nested_region2(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%c0, %c0_0, %c3) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
