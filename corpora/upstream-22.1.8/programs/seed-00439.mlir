// Piece 1 of Dialect/Affine/dma-generate.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_nest_1d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/dma-generate.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3655445326217518966, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 + 256)>
module {
  func.func @loop_nest_1d() {
    %alloc = memref.alloc() : memref<256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<256xf32>)
    %alloc_0 = memref.alloc() : memref<512xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<512xf32>)
    %alloc_2 = memref.alloc() : memref<256xf32, 2>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<256xf32, 2>)
    affine.for %arg0 = 0 to 256 {
      %0 = affine.load %alloc[%arg0 mod 256] : memref<256xf32>
      %1 = affine.apply #map(%arg0)
      %2 = affine.load %alloc_0[%1 mod 512] : memref<512xf32>
      %3 = affine.load %alloc_2[%arg0 mod 256] : memref<256xf32, 2>
    }
    return
  }
  func.func @smith_harness_0() {
    call @loop_nest_1d() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
