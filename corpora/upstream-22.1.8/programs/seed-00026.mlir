// Piece 0 of Analysis/test-topoligical-sort.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["single_element"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/test-topoligical-sort.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1100218987892266381, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @single_element() {
    return {test_to_sort}
  }
  func.func @smith_harness_0() {
    call @single_element() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
