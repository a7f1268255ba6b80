// Piece 0 of Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["empty_func"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6073410024422964265, "skipped": {"private_func": "declaration", "private_func_2d": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @empty_func() {
    return
  }
  func.func @smith_harness_0() {
    call @empty_func() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
