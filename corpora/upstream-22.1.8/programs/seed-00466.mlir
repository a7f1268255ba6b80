// Piece 9 of Dialect/Affine/loop-fusion-dependence-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["should_not_fuse_across_load_in_loop_at_depth1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-dependence-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 1393721751508443947, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @should_not_fuse_across_load_in_loop_at_depth1() {
    %alloc = memref.alloc() : memref<10x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x10xf32>)
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 7.000000e+00 : f32
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 10 {
        affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 10, (%arg1 mod 4294967296) mod 10] : memref<10x10xf32>
      }
      affine.for %arg1 = 0 to 10 {
        %0 = affine.load %alloc[(%arg0 mod 4294967296) mod 10, (%arg1 mod 4294967296) mod 10] : memref<10x10xf32>
      }
      affine.for %arg1 = 0 to 10 {
        affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 10, (%arg1 mod 4294967296) mod 10] : memref<10x10xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @should_not_fuse_across_load_in_loop_at_depth1() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
