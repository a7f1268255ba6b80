// Piece 17 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_dynamic_subview_with_memref_store_expand_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 2719780312281736351, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_dynamic_subview_with_memref_store_expand_shape(%arg0: memref<16x?xf32, strided<[16, 1]>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 16, %arg3, 1] : memref<16x?xf32, strided<[16, 1]>> into memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %0 = arith.remui %arg1, %c16 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %expand_shape, %c2 : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    %1 = arith.remui %arg2, %dim : index
    %c1_0 = arith.constant 1 : index
    memref.store %cst, %expand_shape[%c0, %0, %1, %c0] {nontemporal = true} : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> memref<242xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<242xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<242xf32>)
    %cst_0 = arith.constant 5.828940e+02 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<242xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [16, %c2], strides: [16, 1] : memref<242xf32> to memref<16x?xf32, strided<[16, 1]>>
    call @fold_dynamic_subview_with_memref_store_expand_shape(%reinterpret_cast, %arg0, %arg1, %arg2) : (memref<16x?xf32, strided<[16, 1]>>, index, index, index) -> ()
    return %alloc : memref<242xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c1, %c1_0, %c0) : (index, index, index) -> memref<242xf32>
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c242 = arith.constant 242 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c242 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<242xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_4 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
