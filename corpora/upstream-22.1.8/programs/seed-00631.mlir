// Piece 0 of Dialect/LLVMIR/request-c-wrappers.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/LLVMIR/request-c-wrappers.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7761586925254088673, "skipped": {"foo": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @bar() {
    return
  }
  func.func @smith_harness_0() {
    call @bar() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
