// Piece 17 of Dialect/Affine/affine-loop-invariant-code-motion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["invariant_constant_and_load"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-loop-invariant-code-motion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 5093999276792086905, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @invariant_constant_and_load() {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %alloc_0 = memref.alloc() : memref<100xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<100xf32>)
    affine.for %arg0 = 0 to 5 {
      %c0 = arith.constant 0 : index
      %0 = affine.load %alloc_0[(%c0 mod 4294967296) mod 100] : memref<100xf32>
      affine.store %0, %alloc[(%arg0 mod 4294967296) mod 100] : memref<100xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @invariant_constant_and_load() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
