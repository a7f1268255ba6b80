// Piece 20 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["subview_of_subview_rank_reducing"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 20, "release": "22.1.8"}, "seed": 7432646861365876648, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @subview_of_subview_rank_reducing(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<f32, strided<[], offset: ?>> {
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.maxsi %c1_0, %c1_1 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c3 = arith.constant 3 : index
    %c1_2 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %dim_3 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %3 = arith.subi %c1_4, %c1_6 : index
    %4 = arith.muli %3, %c1_5 : index
    %5 = arith.subi %dim_3, %4 : index
    %c1_7 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_7 : index
    %7 = arith.remui %c3, %6 : index
    %c1_8 = arith.constant 1 : index
    %dim_9 = memref.dim %arg0, %c1_8 : memref<?x?x?xf32>
    %c1_10 = arith.constant 1 : index
    %c1_11 = arith.constant 1 : index
    %8 = arith.subi %2, %c1_11 : index
    %9 = arith.muli %8, %c1_10 : index
    %10 = arith.subi %dim_9, %9 : index
    %c1_12 = arith.constant 1 : index
    %11 = arith.maxsi %10, %c1_12 : index
    %12 = arith.remui %c1_2, %11 : index
    %c2 = arith.constant 2 : index
    %dim_13 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %c1_14 = arith.constant 1 : index
    %c1_15 = arith.constant 1 : index
    %c1_16 = arith.constant 1 : index
    %13 = arith.subi %c1_14, %c1_16 : index
    %14 = arith.muli %13, %c1_15 : index
    %15 = arith.subi %dim_13, %14 : index
    %c1_17 = arith.constant 1 : index
    %16 = arith.maxsi %15, %c1_17 : index
    %17 = arith.remui %c8, %16 : index
    %subview = memref.subview %arg0[%7, %12, %17] [1, %2, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %c6 = arith.constant 6 : index
    %c0_18 = arith.constant 0 : index
    %dim_19 = memref.dim %subview, %c0_18 : memref<?xf32, strided<[?], offset: ?>>
    %c1_20 = arith.constant 1 : index
    %c1_21 = arith.constant 1 : index
    %c1_22 = arith.constant 1 : index
    %18 = arith.subi %c1_20, %c1_22 : index
    %19 = arith.muli %18, %c1_21 : index
    %20 = arith.subi %dim_19, %19 : index
    %c1_23 = arith.constant 1 : index
    %21 = arith.maxsi %20, %c1_23 : index
    %22 = arith.remui %c6, %21 : index
    %subview_24 = memref.subview %subview[%22] [1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<f32, strided<[], offset: ?>>
    return %subview_24 : memref<f32, strided<[], offset: ?>>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<f32, strided<[], offset: ?>>, memref<?x?x?xf32>) {
    %c9 = arith.constant 9 : index
    %alloc = memref.alloc(%c9, %c9, %c9) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant 1.350000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    %0 = call @subview_of_subview_rank_reducing(%alloc, %arg0, %arg1) : (memref<?x?x?xf32>, index, index) -> memref<f32, strided<[], offset: ?>>
    return %0, %alloc : memref<f32, strided<[], offset: ?>>, memref<?x?x?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c1, %c2) : (index, index) -> (memref<f32, strided<[], offset: ?>>, memref<?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<f32, strided<[], offset: ?>>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_3 : memref<?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = memref.dim %0#1, %c1_4 : memref<?x?x?xf32>
    %c2_6 = arith.constant 2 : index
    %dim_7 = memref.dim %0#1, %c2_6 : memref<?x?x?xf32>
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0_1 to %dim step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %13 = scf.for %arg2 = %c0_1 to %dim_5 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = scf.for %arg4 = %c0_1 to %dim_7 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %15 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %16 = arith.bitcast %15 : f32 to i32
          %17 = arith.cmpf uno, %15, %15 : f32
          %c2143289344_i32_12 = arith.constant 2143289344 : i32
          %18 = arith.select %17, %c2143289344_i32_12, %16 : i32
          %19 = arith.extsi %18 : i32 to i64
          %c1000003_i64_13 = arith.constant 1000003 : i64
          %20 = arith.muli %arg5, %c1000003_i64_13 : i64
          %21 = arith.addi %20, %19 : i64
          scf.yield %21 : i64
        }
        scf.yield %14 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %10 = arith.addi %9, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_11 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
