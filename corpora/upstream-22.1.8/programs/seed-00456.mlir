// Piece 7 of Dialect/Affine/loop-fusion-2.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_add_slice_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-2.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 3287938783819936857, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0 - d1)>
module {
  func.func @test_add_slice_bounds() {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %alloc_0 = memref.alloc() : memref<10xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<10xf32>)
    %cst_2 = arith.constant 7.000000e+00 : f32
    %c0 = arith.constant 0 : index
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 10 {
        affine.for %arg2 = 0 to 10 {
          %0 = affine.apply #map(%arg0)
          %1 = affine.apply #map(%arg0)
          %2 = affine.apply #map1(%0, %1)
          affine.store %cst_2, %alloc[(%2 mod 4294967296) mod 10] : memref<10xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 10 {
        affine.for %arg2 = 0 to 10 {
          %0 = affine.load %alloc[(%c0 mod 4294967296) mod 10] : memref<10xf32>
        }
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @test_add_slice_bounds() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
