// Piece 1 of Dialect/Affine/loop-fusion-slice-computation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice_depth1_loop_nest"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-slice-computation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1231029898982807643, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice_depth1_loop_nest() {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    affine.for %arg0 = 0 to 16 {
      affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 100] : memref<100xf32>
    }
    affine.for %arg0 = 0 to 5 {
      %0 = affine.load %alloc[(%arg0 mod 4294967296) mod 100] : memref<100xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @slice_depth1_loop_nest() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
