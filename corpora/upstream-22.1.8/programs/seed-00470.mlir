// Piece 3 of Dialect/Affine/loop-fusion-slice-computation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice_depth1_loop_nest_with_offsets"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-slice-computation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 9101709883468979121, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 + 2)>
#map1 = affine_map<(d0) -> (d0 - 1)>
module {
  func.func @slice_depth1_loop_nest_with_offsets() {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    affine.for %arg0 = 0 to 16 {
      %0 = affine.apply #map(%arg0)
      affine.store %cst_0, %alloc[(%0 mod 4294967296) mod 100] : memref<100xf32>
    }
    affine.for %arg0 = 4 to 8 {
      %0 = affine.apply #map1(%arg0)
      %1 = affine.load %alloc[(%0 mod 4294967296) mod 100] : memref<100xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @slice_depth1_loop_nest_with_offsets() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
