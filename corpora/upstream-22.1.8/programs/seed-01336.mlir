// Piece 0 of IR/test-func-insert-arg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/test-func-insert-arg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5441372480509077477, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f() attributes {test.insert_args = [[0, i1, {test.A}]]} {
    return
  }
  func.func @smith_harness_0() {
    call @f() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
