// Piece 0 of Dialect/Affine/affine-loop-normalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["normalize_parallel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-loop-normalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8372298733077863967, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @normalize_parallel() {
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<2x4xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x4xf32>)
    affine.parallel (%arg0, %arg1) = (0, 1) to (10, 5) step (3, 2) {
      affine.parallel (%arg2) = (%arg0) to (%arg1) {
        affine.store %cst, %alloc[%arg0 mod 2, %arg2 mod 4] : memref<2x4xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @normalize_parallel() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
