// Piece 1 of Dialect/Affine/loop-tiling-validity.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["valid_to_tile"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling-validity.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2408332251281039214, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @valid_to_tile() {
    %alloc = memref.alloc() : memref<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64xf32>)
    affine.for %arg0 = 0 to 64 {
      %0 = affine.load %alloc[%arg0 mod 64] : memref<64xf32>
      %1 = arith.addf %0, %0 : f32
      affine.store %1, %alloc[%arg0 mod 64] : memref<64xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @valid_to_tile() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
