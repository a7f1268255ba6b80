// Piece 12 of Dialect/Affine/loop-fusion-2.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fuse_across_varying_dims_complex"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-2.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 2737740582388552589, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> ((d0 * 72 + d1) floordiv 2304)>
#map1 = affine_map<(d0, d1) -> (((d0 * 72 + d1) mod 2304) floordiv 1152)>
#map2 = affine_map<(d0, d1) -> ((((d0 * 72 + d1) mod 1152) floordiv 9) floordiv 8)>
#map3 = affine_map<(d0, d1) -> ((d1 mod 9) floordiv 3)>
#map4 = affine_map<(d0, d1) -> (d1 mod 3)>
#map5 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#map6 = affine_map<(d0, d1) -> (d0 * 16 - d1 + 15)>
module {
  func.func @fuse_across_varying_dims_complex(%arg0: f32) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2x2x3x3x16x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2x3x3x16x1xf32>)
    %alloc_0 = memref.alloc() : memref<64x9xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<64x9xf32>)
    %alloc_2 = memref.alloc() : memref<144x4xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<144x4xf32>)
    affine.for %arg1 = 0 to 64 {
      affine.for %arg2 = 0 to 9 {
        %0 = affine.apply #map(%arg1, %arg2)
        %1 = affine.apply #map1(%arg1, %arg2)
        %2 = affine.apply #map2(%arg1, %arg2)
        %3 = affine.apply #map3(%arg1, %arg2)
        %4 = affine.apply #map4(%arg1, %arg2)
        %5 = affine.load %alloc[%0 mod 2, %1 mod 2, (%3 mod 4294967296) mod 3, (%4 mod 4294967296) mod 3, %2 mod 16, 0] : memref<2x2x3x3x16x1xf32>
        affine.store %5, %alloc_0[%arg1 mod 64, (%arg2 mod 4294967296) mod 9] : memref<64x9xf32>
      }
    }
    affine.for %arg1 = 0 to 9 {
      affine.for %arg2 = 0 to 4 {
        affine.for %arg3 = 0 to 16 {
          %0 = affine.apply #map5(%arg2, %arg3)
          %1 = affine.load %alloc_0[%0 mod 64, (%arg1 mod 4294967296) mod 9] : memref<64x9xf32>
        }
        affine.for %arg3 = 0 to 16 {
          %0 = affine.apply #map5(%arg1, %arg3)
          affine.store %arg0, %alloc_2[(%0 mod 4294967296) mod 144, %arg2 mod 4] : memref<144x4xf32>
        }
      }
    }
    affine.for %arg1 = 0 to 9 {
      affine.for %arg2 = 0 to 9 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 16 {
            %0 = affine.apply #map6(%arg3, %arg4)
            %1 = affine.load %alloc_0[%0 mod 64, (%arg2 mod 4294967296) mod 9] : memref<64x9xf32>
          }
        }
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: f32) {
    call @fuse_across_varying_dims_complex(%arg0) : (f32) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 6.250000e+00 : f32
    call @smith_harness_0(%cst) : (f32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
