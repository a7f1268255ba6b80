// Piece 1 of Dialect/Affine/loop-fusion-utilities.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["should_fuse_reduction_to_pointwise"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-utilities.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3410551074470130140, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @should_fuse_reduction_to_pointwise() {
    %alloc = memref.alloc() : memref<10x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x10xf32>)
    %alloc_0 = memref.alloc() : memref<10xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<10xf32>)
    %alloc_2 = memref.alloc() : memref<10xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<10xf32>)
    %cst_4 = arith.constant 7.000000e+00 : f32
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 10 {
        %0 = affine.load %alloc_0[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
        %1 = affine.load %alloc[(%arg0 mod 4294967296) mod 10, (%arg1 mod 4294967296) mod 10] : memref<10x10xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc_0[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
      }
    }
    affine.for %arg0 = 0 to 10 {
      %0 = affine.load %alloc_0[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
      affine.store %0, %alloc_2[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @should_fuse_reduction_to_pointwise() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
