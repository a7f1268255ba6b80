// Piece 7 of Dialect/Affine/affine-loop-normalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["constant_lower_bound"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-loop-normalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 8137957726295728617, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @constant_lower_bound() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c0 to %c1 step %c1 {
      affine.for %arg1 = %c0 to %c1 {
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @constant_lower_bound() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
