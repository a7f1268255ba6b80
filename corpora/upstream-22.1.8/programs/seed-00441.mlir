// Piece 10 of Dialect/Affine/dma-generate.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["multi_load_store_union"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/dma-generate.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 2908848808061755547, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 + 64)>
#map1 = affine_map<(d0) -> (d0 + 128)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 192)>
module {
  func.func @multi_load_store_union() {
    %alloc = memref.alloc() : memref<512x512xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<512x512xf32>)
    affine.for %arg0 = 0 to 256 {
      affine.for %arg1 = 0 to 256 {
        %0 = affine.apply #map(%arg0)
        %1 = affine.apply #map1(%arg1)
        %2 = affine.apply #map2(%arg0)
        %3 = affine.apply #map2(%arg1)
        %4 = affine.load %alloc[%2 mod 512, %1 mod 512] : memref<512x512xf32>
        %5 = affine.load %alloc[%0 mod 512, %3 mod 512] : memref<512x512xf32>
        %6 = affine.apply #map1(%arg0)
        %7 = affine.apply #map3(%arg1)
        affine.store %4, %alloc[%2 mod 512, %7 mod 512] : memref<512x512xf32>
        affine.store %5, %alloc[%6 mod 512, %3 mod 512] : memref<512x512xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @multi_load_store_union() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
