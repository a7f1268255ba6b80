// Piece 32 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["do_not_compose_collapse_of_expand_non_identity_layout"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 32, "release": "22.1.8"}, "seed": 2074340695126050126, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @do_not_compose_collapse_of_expand_non_identity_layout(%arg0: memref<?x?xf32, strided<[?, 1]>>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[?]>> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 4, %arg2] : memref<?x?xf32, strided<[?, 1]>> into memref<?x4x?xf32, strided<[?, ?, 1]>>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
    return %collapse_shape : memref<?xf32, strided<[?]>>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<?xf32, strided<[?]>>, memref<16xf32>) {
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16xf32>)
    %cst_1 = arith.constant -0.00676455907 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc : memref<16xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%c4, %c4], strides: [%c4_0, 1] : memref<16xf32> to memref<?x?xf32, strided<[?, 1]>>
    %0 = call @do_not_compose_collapse_of_expand_non_identity_layout(%reinterpret_cast, %arg0, %arg1) : (memref<?x?xf32, strided<[?, 1]>>, index, index) -> memref<?xf32, strided<[?]>>
    return %0, %alloc : memref<?xf32, strided<[?]>>, memref<16xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c2, %c0) : (index, index) -> (memref<?xf32, strided<[?]>>, memref<16xf32>)
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_1 : memref<?xf32, strided<[?]>>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xf32, strided<[?]>>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_7 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c16 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<16xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_7 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
