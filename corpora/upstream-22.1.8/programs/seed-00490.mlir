// Piece 1 of Dialect/Affine/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine.yield"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6867306703277610496, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @affine.yield() {
    affine.for %arg0 = 0 to 10 {
    }
    return
  }
  func.func @smith_harness_0() {
    call @affine.yield() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
