// Piece 1 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_affine_maps_1dto2d_no_symbols"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 815246281413689062, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @compose_affine_maps_1dto2d_no_symbols() {
    %alloc = memref.alloc() : memref<4x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
    affine.for %arg0 = 0 to 15 {
      %0 = affine.apply #map(%arg0)
      %1 = affine.apply #map1(%0, %0)
      %2 = affine.apply #map2(%0, %0)
      %c4 = arith.constant 4 : index
      %3 = arith.remui %1, %c4 : index
      %c4_0 = arith.constant 4 : index
      %4 = arith.remui %2, %c4_0 : index
      %5 = memref.load %alloc[%3, %4] : memref<4x4xf32>
      %6 = affine.apply #map3(%arg0)
      %7 = affine.apply #map1(%6, %6)
      %8 = affine.apply #map2(%6, %6)
      %c4_1 = arith.constant 4 : index
      %9 = arith.remui %7, %c4_1 : index
      %c4_2 = arith.constant 4 : index
      %10 = arith.remui %8, %c4_2 : index
      memref.store %5, %alloc[%9, %10] : memref<4x4xf32>
      %11 = affine.apply #map1(%0, %6)
      %12 = affine.apply #map2(%0, %6)
      %c4_3 = arith.constant 4 : index
      %13 = arith.remui %11, %c4_3 : index
      %c4_4 = arith.constant 4 : index
      %14 = arith.remui %12, %c4_4 : index
      memref.store %5, %alloc[%13, %14] : memref<4x4xf32>
      %15 = affine.apply #map1(%6, %0)
      %16 = affine.apply #map2(%6, %0)
      %c4_5 = arith.constant 4 : index
      %17 = arith.remui %15, %c4_5 : index
      %c4_6 = arith.constant 4 : index
      %18 = arith.remui %16, %c4_6 : index
      memref.store %5, %alloc[%17, %18] : memref<4x4xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @compose_affine_maps_1dto2d_no_symbols() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
