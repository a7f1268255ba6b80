// Piece 16 of Dialect/Affine/SuperVectorize/compose_maps.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_affine_maps"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/compose_maps.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 6313979743871738942, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_affine_maps() {
    return
  }
  func.func @smith_harness_0() {
    call @no_affine_maps() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
