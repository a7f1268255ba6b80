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
      %c1 = arith.constant 1 : index
      %c1_1 = arith.constant 1 : index
      %4 = arith.subi %3, %c1_1 : index
      %5 = arith.muli %4, %c1 : index
      %6 = arith.subi %c128, %5 : index
      %c1_2 = arith.constant 1 : index
      %7 = arith.maxsi %6, %c1_2 : index
      %8 = arith.remui %2, %7 : index
      %subview = memref.subview %alloc[%8, 0] [%3, 384] [1, 1] : memref<128x384xf32> to memref<?x384xf32, #map4>
      %c128_3 = arith.constant 128 : index
      %c1_4 = arith.constant 1 : index
      %c1_5 = arith.constant 1 : index
      %9 = arith.subi %3, %c1_5 : index
      %10 = arith.muli %9, %c1_4 : index
      %11 = arith.subi %c128_3, %10 : index
      %c1_6 = arith.constant 1 : index
      %12 = arith.maxsi %11, %c1_6 : index
      %13 = arith.remui %2, %12 : index
      %subview_7 = memref.subview %alloc_0[%13] [%3] [1] : memref<128xf32> to memref<?xf32, #map5>
      linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "reduction"]} ins(%subview : memref<?x384xf32, #map4>) outs(%subview_7 : memref<?xf32, #map5>) {
      ^bb0(%in: f32, %out: f32):
        %14 = arith.addf %in, %out : f32
        linalg.yield %14 : f32
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
