// Piece 31 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 2047061241313381209, "skipped": {"fold_vector_load_subview": "too large"}, "smith_version": "0.1.0"}

func.func @fold_vector_load_subview(%src : memref<24x64xf32>,
                                    %off1 : index,
                                    %off2 : index,
                                    %dim1 : index,
                                    %dim2 : index,
                                    %idx : index) -> vector<12x32xf32> {

    %0 = memref.subview %src[%off1, %off2][%dim1, %dim2][1, 1] : memref<24x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
    %1 = vector.load %0[%idx, %idx] :  memref<?x?xf32, strided<[64, 1], offset: ?>>, vector<12x32xf32>
    return %1 : vector<12x32xf32>
}

// CHECK: #[[$ATTR_46:.+]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL:   func.func @fold_vector_load_subview(
// CHECK-SAME:      %[[SRC:[a-zA-Z0-9$._-]*]]: memref<24x64xf32>,
// CHECK-SAME:      %[[OFF_1:[a-zA-Z0-9$._-]*]]: index,
// CHECK-SAME:      %[[OFF_2:[a-zA-Z0-9$._-]*]]: index,
// CHECK-SAME:      %[[DIM_1:[a-zA-Z0-9$._-]*]]: index,
// CHECK-SAME:      %[[DIM_2:[a-zA-Z0-9$._-]*]]: index,
// CHECK-SAME:      %[[IDX:[a-zA-Z0-9$._-]*]]: index) -> vector<12x32xf32> {
// CHECK:           %[[VAL_6:.*]] = affine.apply #[[$ATTR_46]](){{\[}}%[[OFF_1]], %[[IDX]]]
// CHECK:           %[[VAL_7:.*]] = affine.apply #[[$ATTR_46]](){{\[}}%[[OFF_2]], %[[IDX]]]
// CHECK:           %[[VAL_8:.*]] = vector.load %[[SRC]]{{\[}}%[[VAL_6]], %[[VAL_7]]] : memref<24x64xf32>, vector<12x32xf32>

