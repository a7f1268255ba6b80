// Piece 2 of Dialect/Affine/loop-tiling-validity.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["illegal_loop_with_diag_dependence"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling-validity.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 572035229047530784, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @illegal_loop_with_diag_dependence() {
    %alloc = memref.alloc() : memref<64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64x64xf32>)
    affine.for %arg0 = 0 to 64 {
      affine.for %arg1 = 0 to 64 {
        %0 = affine.load %alloc[%arg1 mod 64, %arg0 mod 64] : memref<64x64xf32>
        %1 = affine.load %alloc[%arg0 mod 64, (%arg1 mod 4294967296 - 1) mod 64] : memref<64x64xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg0 mod 64, %arg1 mod 64] : memref<64x64xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @illegal_loop_with_diag_dependence() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
