// Piece 31 of Dialect/Affine/memref-dependence-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["delinearize_mod_floordiv"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/memref-dependence-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 8675254854902565839, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0 * 9216 + d1 * 128)>
#map1 = affine_map<(d0) -> (d0 floordiv 294912)>
#map2 = affine_map<(d0) -> ((d0 mod 294912) floordiv 147456)>
#map3 = affine_map<(d0) -> (((d0 mod 147456) floordiv 1152) floordiv 8)>
#map4 = affine_map<(d0) -> ((d0 mod 1152) floordiv 384)>
#map5 = affine_map<(d0) -> ((d0 mod 384) floordiv 128)>
#map6 = affine_map<(d0) -> ((d0 mod 128) floordiv 128)>
module {
  func.func @delinearize_mod_floordiv() {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() : memref<2x2x3x3x16x1xi32>
    %c0_i32_0 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_0 : i32) outs(%alloc : memref<2x2x3x3x16x1xi32>)
    %alloc_1 = memref.alloc() : memref<64x9xi32>
    %c0_i32_2 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_2 : i32) outs(%alloc_1 : memref<64x9xi32>)
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 2 {
        affine.for %arg2 = 0 to 3 {
          affine.for %arg3 = 0 to 3 {
            affine.for %arg4 = 0 to 16 {
              affine.for %arg5 = 0 to 1 {
                affine.store %c0_i32, %alloc[%arg0 mod 2, %arg1 mod 2, (%arg2 mod 4294967296) mod 3, (%arg3 mod 4294967296) mod 3, %arg4 mod 16, 0] : memref<2x2x3x3x16x1xi32>
              }
            }
          }
        }
      }
    }
    affine.for %arg0 = 0 to 64 {
      affine.for %arg1 = 0 to 9 {
        %0 = affine.apply #map(%arg0, %arg1)
        %1 = affine.apply #map1(%0)
        %2 = affine.apply #map2(%0)
        %3 = affine.apply #map3(%0)
        %4 = affine.apply #map4(%0)
        %5 = affine.apply #map5(%0)
        %6 = affine.apply #map6(%0)
        %7 = affine.load %alloc[%1 mod 2, %2 mod 2, (%4 mod 4294967296) mod 3, (%5 mod 4294967296) mod 3, %3 mod 16, 0] : memref<2x2x3x3x16x1xi32>
        affine.store %7, %alloc_1[%arg0 mod 64, (%arg1 mod 4294967296) mod 9] : memref<64x9xi32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @delinearize_mod_floordiv() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
