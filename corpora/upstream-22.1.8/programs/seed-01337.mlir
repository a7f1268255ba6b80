// Piece 2 of IR/test-func-insert-arg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/test-func-insert-arg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7138926256749087047, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f(%arg0: i1 {test.A}) attributes {test.insert_args = [[1, i2, {test.B}]]} {
    return
  }
  func.func @smith_harness_0(%arg0: i1) {
    call @f(%arg0) : (i1) -> ()
    return
  }
  func.func @main() {
    %true = arith.constant true
    call @smith_harness_0(%true) : (i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
