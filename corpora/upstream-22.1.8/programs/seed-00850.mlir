// Piece 10 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_transfer_write_with_rank_reduced_subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 4638143525085702952, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_transfer_write_with_rank_reduced_subview(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: vector<4xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.maxsi %c1_0, %c1_1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg4, %1 : index
    %c2 = arith.constant 2 : index
    %dim_2 = memref.dim %arg0, %c2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.maxsi %c1_3, %c1_4 : index
    %4 = arith.ceildivui %dim_2, %3 : index
    %5 = arith.minui %arg5, %4 : index
    %c1_5 = arith.constant 1 : index
    %dim_6 = memref.dim %arg0, %c1_5 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %6 = arith.subi %2, %c1_8 : index
    %7 = arith.muli %6, %c1_7 : index
    %8 = arith.subi %dim_6, %7 : index
    %c1_9 = arith.constant 1 : index
    %9 = arith.maxsi %8, %c1_9 : index
    %10 = arith.remui %arg2, %9 : index
    %c2_10 = arith.constant 2 : index
    %dim_11 = memref.dim %arg0, %c2_10 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %11 = arith.subi %5, %c1_13 : index
    %12 = arith.muli %11, %c1_12 : index
    %13 = arith.subi %dim_11, %12 : index
    %c1_14 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_14 : index
    %15 = arith.remui %arg3, %14 : index
    %subview = memref.subview %arg0[0, %10, %15] [1, %2, %5] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0 = arith.constant 0 : index
    %dim_15 = memref.dim %subview, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %16 = arith.remui %arg6, %dim_15 : index
    %c1_16 = arith.constant 1 : index
    %dim_17 = memref.dim %subview, %c1_16 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %17 = arith.minui %arg7, %dim_17 : index
    vector.transfer_write %arg1, %subview[%16, %17] : vector<4xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
    return
  }
  func.func @smith_harness_0(%arg0: vector<4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> memref<27xf32> {
    %c3 = arith.constant 3 : index
    %c9 = arith.constant 9 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<27xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<27xf32>)
    %cst_1 = arith.constant -5.000000e-01 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc : memref<27xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [%c3, %c3, %c3], strides: [%c9, %c3_0, %c1] : memref<27xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    call @fold_vector_transfer_write_with_rank_reduced_subview(%reinterpret_cast, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, vector<4xf32>, index, index, index, index, index, index) -> ()
    return %alloc : memref<27xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-9.500000e+00, 8.250000e+00, -1.350000e+01, -0.0352579653]> : vector<4xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c0_1 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%cst, %c0, %c0_0, %c3, %c0_1, %c2, %c1) : (vector<4xf32>, index, index, index, index, index, index) -> memref<27xf32>
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c27 = arith.constant 27 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c27 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<27xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_5 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_5 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
