// Piece 2 of Analysis/test-dominance.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_region"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-dominance.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5422341147882341576, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_region(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    scf.for %arg3 = %arg0 to %arg1 step %0 {
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @nested_region(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    call @smith_harness_0(%c1, %c3, %c3_0) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
