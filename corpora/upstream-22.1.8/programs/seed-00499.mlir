// Piece 4 of Dialect/Arith/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["non_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 8604986415079374540, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @non_tensor() {
    %c7_i32 = arith.constant 7 : i32
    return
  }
  func.func @smith_harness_0() {
    call @non_tensor() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
