// Piece 1 of Dialect/MemRef/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_collapse_shape_transposed_layout"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5661915560298381403, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expand_collapse_shape_transposed_layout(%arg0: memref<?x?xf32, strided<[1, 10]>>, %arg1: memref<4x5x6xf32, strided<[1, ?, 1000]>>, %arg2: index, %arg3: index) {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg2, %arg3, 5] : memref<?x?xf32, strided<[1, 10]>> into memref<?x?x5xf32, strided<[1, 50, 10]>>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2]] : memref<?x?x5xf32, strided<[1, 50, 10]>> into memref<?x?xf32, strided<[1, 10]>>
    %expand_shape_0 = memref.expand_shape %arg1 [[0, 1], [2], [3, 4]] output_shape [2, 2, 5, 2, 3] : memref<4x5x6xf32, strided<[1, ?, 1000]>> into memref<2x2x5x2x3xf32, strided<[2, 1, ?, 3000, 1000]>>
    %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0, 1], [2], [3, 4]] : memref<2x2x5x2x3xf32, strided<[2, 1, ?, 3000, 1000]>> into memref<4x5x6xf32, strided<[1, ?, 1000]>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<23xf32>, memref<29004xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<23xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<23xf32>)
    %cst_0 = arith.constant -1.600000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<23xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [%c3, %c3], strides: [1, 10] : memref<23xf32> to memref<?x?xf32, strided<[1, 10]>>
    %c6000 = arith.constant 6000 : index
    %alloc_1 = memref.alloc() : memref<29004xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<29004xf32>)
    %cst_3 = arith.constant -0.420077264 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<29004xf32>)
    %reinterpret_cast_4 = memref.reinterpret_cast %alloc_1 to offset: [0], sizes: [4, 5, 6], strides: [1, %c6000, 1000] : memref<29004xf32> to memref<4x5x6xf32, strided<[1, ?, 1000]>>
    call @expand_collapse_shape_transposed_layout(%reinterpret_cast, %reinterpret_cast_4, %arg0, %arg1) : (memref<?x?xf32, strided<[1, 10]>>, memref<4x5x6xf32, strided<[1, ?, 1000]>>, index, index) -> ()
    return %alloc, %alloc_1 : memref<23xf32>, memref<29004xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c0, %c1) : (index, index) -> (memref<23xf32>, memref<29004xf32>)
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c23 = arith.constant 23 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c23 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<23xf32>
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
    %c29004 = arith.constant 29004 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c29004 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<29004xf32>
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
