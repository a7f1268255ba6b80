// Piece 4 of IR/test-func-insert-arg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/test-func-insert-arg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 8135113079467419842, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f(%arg0: i2 {test.B}) attributes {test.insert_args = [[0, i1, {test.A}], [1, i3, {test.C}]]} {
    return
  }
  func.func @smith_harness_0(%arg0: i2) {
    call @f(%arg0) : (i2) -> ()
    return
  }
  func.func @main() {
    %c-2_i2 = arith.constant -2 : i2
    call @smith_harness_0(%c-2_i2) : (i2) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
