// Piece 0 of Dialect/Affine/memref-stride-calculation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/memref-stride-calculation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 859754878282422200, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + d1 * 16 + d2 * s0 + 1)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + d1 * s0 + d2 * 16 + 3)>
#map2 = affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 32 + d2 * 16 + 7)>
#map3 = affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 32 + d2 * 16 + s0)>
#map4 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2 + 1)>
#map5 = affine_map<(d0)[s0] -> (s0)>
#map6 = affine_map<(d0)[s0] -> (123)>
#map7 = affine_map<()[s0] -> (s0)>
#map8 = affine_map<()[s0] -> (123)>
#map9 = affine_map<(d0, d1, d2) -> (d0 floordiv 4 + d1 + d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0 ceildiv 4 + d1 + d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0 mod 4 + d1 + d2)>
#map12 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * s0 + d0 * s1 + d1 * s1 + d2 * s2 - d0 * (s0 + s1 - 20))>
#map13 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * s0 + d0 * s1 + d1 * (s1 * s2) + d2 * (s2 * s2) - (d0 + 1) * (s0 + s1 - 20))>
#map14 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d0 + 1) * s0 + d1 + d2 - s0)>
#map15 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d0 + (d1 + d2 * s2) * s1) * s0 + s0)>
module {
  func.func @f(%arg0: index) {
    %alloc = memref.alloc() : memref<3x4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<3x4x5xf32>)
    %alloc_0 = memref.alloc(%arg0) : memref<3x4x?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<3x4x?xf32>)
    %alloc_2 = memref.alloc(%arg0) : memref<3x?x5xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<3x?x5xf32>)
    %alloc_4 = memref.alloc(%arg0) : memref<?x4x5xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<?x4x5xf32>)
    %alloc_6 = memref.alloc(%arg0, %arg0) : memref<?x4x?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<?x4x?xf32>)
    %alloc_8 = memref.alloc(%arg0, %arg0, %arg0) : memref<?x?x?xf32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_9 : f32) outs(%alloc_8 : memref<?x?x?xf32>)
    %alloc_10 = memref.alloc() : memref<3x4x5xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_11 : f32) outs(%alloc_10 : memref<3x4x5xf32>)
    %alloc_12 = memref.alloc() : memref<3x4x5xf32, strided<[20, 5, 1]>>
    %cst_13 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_13 : f32) outs(%alloc_12 : memref<3x4x5xf32, strided<[20, 5, 1]>>)
    %alloc_14 = memref.alloc(%arg0) : memref<3x4x?xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_15 : f32) outs(%alloc_14 : memref<3x4x?xf32>)
    %alloc_16 = memref.alloc(%arg0) : memref<3x?x5xf32>
    %cst_17 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_17 : f32) outs(%alloc_16 : memref<3x?x5xf32>)
    %alloc_18 = memref.alloc(%arg0) : memref<?x4x5xf32>
    %cst_19 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_19 : f32) outs(%alloc_18 : memref<?x4x5xf32>)
    %alloc_20 = memref.alloc(%arg0, %arg0) : memref<?x4x?xf32>
    %cst_21 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_21 : f32) outs(%alloc_20 : memref<?x4x?xf32>)
    %alloc_22 = memref.alloc(%arg0, %arg0, %arg0) : memref<?x?x?xf32>
    %cst_23 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_23 : f32) outs(%alloc_22 : memref<?x?x?xf32>)
    %alloc_24 = memref.alloc()[%arg0] : memref<3x4x5xf32, #map>
    %cst_25 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_25 : f32) outs(%alloc_24 : memref<3x4x5xf32, #map>)
    %alloc_26 = memref.alloc()[%arg0] : memref<3x4x5xf32, #map1>
    %cst_27 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_27 : f32) outs(%alloc_26 : memref<3x4x5xf32, #map1>)
    %alloc_28 = memref.alloc(%arg0)[%arg0, %arg0] : memref<3x4x?xf32, strided<[?, ?, 1]>>
    %cst_29 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_29 : f32) outs(%alloc_28 : memref<3x4x?xf32, strided<[?, ?, 1]>>)
    %alloc_30 = memref.alloc(%arg0)[%arg0] : memref<3x?x5xf32, #map2>
    %cst_31 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_31 : f32) outs(%alloc_30 : memref<3x?x5xf32, #map2>)
    %alloc_32 = memref.alloc(%arg0)[%arg0] : memref<3x?x5xf32, strided<[?, 5, 1]>>
    %cst_33 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_33 : f32) outs(%alloc_32 : memref<3x?x5xf32, strided<[?, 5, 1]>>)
    %alloc_34 = memref.alloc(%arg0)[%arg0] : memref<3x?x5xf32, #map3>
    %cst_35 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_35 : f32) outs(%alloc_34 : memref<3x?x5xf32, #map3>)
    %alloc_36 = memref.alloc(%arg0)[%arg0, %arg0] : memref<3x?x5xf32, strided<[?, 32, 16], offset: ?>>
    %cst_37 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_37 : f32) outs(%alloc_36 : memref<3x?x5xf32, strided<[?, 32, 16], offset: ?>>)
    %alloc_38 = memref.alloc(%arg0, %arg0)[%arg0, %arg0] : memref<?x?x16xf32, #map4>
    %cst_39 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_39 : f32) outs(%alloc_38 : memref<?x?x16xf32, #map4>)
    %alloc_40 = memref.alloc(%arg0, %arg0)[%arg0, %arg0] : memref<?x?x16xf32, strided<[?, ?, 1], offset: 1>>
    %cst_41 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_41 : f32) outs(%alloc_40 : memref<?x?x16xf32, strided<[?, ?, 1], offset: 1>>)
    %alloc_42 = memref.alloc(%arg0) : memref<?xf32>
    %cst_43 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_43 : f32) outs(%alloc_42 : memref<?xf32>)
    %alloc_44 = memref.alloc()[%arg0] : memref<5xf32, #map5>
    %cst_45 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_45 : f32) outs(%alloc_44 : memref<5xf32, #map5>)
    %alloc_46 = memref.alloc()[%arg0] : memref<5xf32, #map6>
    %cst_47 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_47 : f32) outs(%alloc_46 : memref<5xf32, #map6>)
    %alloc_48 = memref.alloc()[%arg0] : memref<f32, #map7>
    %cst_49 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_49 : f32) outs(%alloc_48 : memref<f32, #map7>)
    %alloc_50 = memref.alloc()[%arg0] : memref<f32, #map8>
    %cst_51 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_51 : f32) outs(%alloc_50 : memref<f32, #map8>)
    %alloc_52 = memref.alloc() : memref<3x4x5xf32, #map9>
    %cst_53 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_53 : f32) outs(%alloc_52 : memref<3x4x5xf32, #map9>)
    %alloc_54 = memref.alloc() : memref<3x4x5xf32, #map10>
    %cst_55 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_55 : f32) outs(%alloc_54 : memref<3x4x5xf32, #map10>)
    %alloc_56 = memref.alloc() : memref<3x4x5xf32, #map11>
    %cst_57 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_57 : f32) outs(%alloc_56 : memref<3x4x5xf32, #map11>)
    %alloc_58 = memref.alloc()[%arg0, %arg0, %arg0] : memref<3x4x5xf32, #map12>
    %cst_59 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_59 : f32) outs(%alloc_58 : memref<3x4x5xf32, #map12>)
    %alloc_60 = memref.alloc()[%arg0, %arg0, %arg0] : memref<3x4x5xf32, #map13>
    %cst_61 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_61 : f32) outs(%alloc_60 : memref<3x4x5xf32, #map13>)
    %alloc_62 = memref.alloc()[%arg0, %arg0, %arg0] : memref<3x4x5xf32, #map14>
    %cst_63 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_63 : f32) outs(%alloc_62 : memref<3x4x5xf32, #map14>)
    %alloc_64 = memref.alloc()[%arg0, %arg0, %arg0] : memref<3x4x5xf32, #map15>
    %cst_65 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_65 : f32) outs(%alloc_64 : memref<3x4x5xf32, #map15>)
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @f(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%c3) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
