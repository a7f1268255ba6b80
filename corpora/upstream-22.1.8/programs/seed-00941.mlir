// Piece 0 of Dialect/SCF/foreach-thread-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/foreach-thread-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1203241688740897123, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 * -64 + 128, 64)>
#map1 = affine_map<(d0) -> (0, d0)>
#map2 = affine_map<(d0) -> (d0 * 64)>
#map3 = affine_map<(d0, d1) -> (d1 * -64 + 128, d0)>
#map4 = affine_map<(d0, d1)[s0] -> (d0 * 384 + s0 + d1)>
#map5 = affine_map<(d0)[s0] -> (d0 + s0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @reduce() {
    %c2 = arith.constant 2 : index
    %cst = arith.constant -0.000000e+00 : f32
    %alloc = memref.alloc() : memref<128x384xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<128x384xf32>)
    %alloc_0 = memref.alloc() : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<128xf32>)
    scf.forall (%arg0) in (%c2) {
      %0 = affine.min #map(%arg0)
      %1 = affine.max #map1(%0)
      %2 = affine.apply #map2(%arg0)
      %3 = affine.min #map3(%1, %arg0)
      %c128 = arith.constant 128 : index
      %c128_1 = arith.constant 128 : index
      %4 = arith.minui %3, %c128_1 : index
      %c128_2 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c1_3 = arith.constant 1 : index
      %5 = arith.subi %4, %c1_3 : index
      %6 = arith.muli %5, %c1 : index
      %7 = arith.subi %c128_2, %6 : index
      %c1_4 = arith.constant 1 : index
      %8 = arith.maxsi %7, %c1_4 : index
      %9 = arith.remui %2, %8 : index
      %subview = memref.subview %alloc[%9, 0] [%4, 384] [1, 1] : memref<128x384xf32> to memref<?x384xf32, #map4>
      %c128_5 = arith.constant 128 : index
      %c128_6 = arith.constant 128 : index
      %10 = arith.minui %3, %c128_6 : index
      %c128_7 = arith.constant 128 : index
      %c1_8 = arith.constant 1 : index
      %c1_9 = arith.constant 1 : index
      %11 = arith.subi %10, %c1_9 : index
      %12 = arith.muli %11, %c1_8 : index
      %13 = arith.subi %c128_7, %12 : index
      %c1_10 = arith.constant 1 : index
      %14 = arith.maxsi %13, %c1_10 : index
      %15 = arith.remui %2, %14 : index
      %subview_11 = memref.subview %alloc_0[%15] [%10] [1] : memref<128xf32> to memref<?xf32, #map5>
      linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "reduction"]} ins(%subview : memref<?x384xf32, #map4>) outs(%subview_11 : memref<?xf32, #map5>) {
      ^bb0(%in: f32, %out: f32):
        %16 = arith.addf %in, %out : f32
        linalg.yield %16 : f32
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @reduce() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
