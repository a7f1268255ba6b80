// Piece 30 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["zero_iter_loop_not_folded"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 4848076172566722875, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @zero_iter_loop_not_folded() {
    %alloc = memref.alloc() : memref<4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
    affine.for %arg0 = 0 to 0 {
      %0 = affine.load %alloc[%arg0 mod 4] : memref<4xf32>
      affine.store %0, %alloc[%arg0 mod 4] : memref<4xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @zero_iter_loop_not_folded() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
