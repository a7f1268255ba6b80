// Piece 16 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_dynamic_subview_with_memref_load_expand_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 6344673055065133514, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_dynamic_subview_with_memref_load_expand_shape(%arg0: memref<16x?xf32, strided<[16, 1]>>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %c0 = arith.constant 0 : index
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 16, %arg3, 1] : memref<16x?xf32, strided<[16, 1]>> into memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %0 = arith.remui %arg1, %c16 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %expand_shape, %c2 : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    %1 = arith.remui %arg2, %dim : index
    %c1_0 = arith.constant 1 : index
    %2 = memref.load %expand_shape[%c0, %0, %1, %c0] {nontemporal = true} : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (f32, memref<242xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<242xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<242xf32>)
    %cst_0 = arith.constant -1.100000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<242xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [16, %c2], strides: [16, 1] : memref<242xf32> to memref<16x?xf32, strided<[16, 1]>>
    %0 = call @fold_dynamic_subview_with_memref_load_expand_shape(%reinterpret_cast, %arg0, %arg1, %arg2) : (memref<16x?xf32, strided<[16, 1]>>, index, index, index) -> f32
    return %0, %alloc : f32, memref<242xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c0, %c2, %c0_0) : (index, index, index) -> (f32, memref<242xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c242 = arith.constant 242 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_1 to %c242 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<242xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32_4 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32_4, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_5 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_5 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_3 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
