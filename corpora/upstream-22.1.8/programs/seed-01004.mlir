// Piece 6 of Dialect/SparseTensor/buffer_rewriting.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sparse_sort_coo_heap"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/buffer_rewriting.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 3350643374084529489, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @sparse_sort_coo_heap(%arg0: index, %arg1: memref<100xindex>, %arg2: memref<?xf32>, %arg3: memref<10xi32>) -> (memref<100xindex>, memref<?xf32>, memref<10xi32>) {
    sparse_tensor.sort  heap_sort %arg0, %arg1 jointly %arg2, %arg3 {ny = 1 : index, perm_map = #map} : memref<100xindex> jointly memref<?xf32>, memref<10xi32>
    return %arg1, %arg2, %arg3 : memref<100xindex>, memref<?xf32>, memref<10xi32>
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<100xindex>, memref<?xf32>, memref<10xi32>, memref<100xindex>, memref<?xf32>, memref<10xi32>) {
    %alloc = memref.alloc() : memref<100xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<100xindex>)
    %c1 = arith.constant 1 : index
    linalg.fill ins(%c1 : index) outs(%alloc : memref<100xindex>)
    %c1_0 = arith.constant 1 : index
    %alloc_1 = memref.alloc(%c1_0) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<?xf32>)
    %cst_2 = arith.constant 0.727017641 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<?xf32>)
    %alloc_3 = memref.alloc() : memref<10xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_3 : memref<10xi32>)
    %c-14_i32 = arith.constant -14 : i32
    linalg.fill ins(%c-14_i32 : i32) outs(%alloc_3 : memref<10xi32>)
    %0:3 = call @sparse_sort_coo_heap(%arg0, %alloc, %alloc_1, %alloc_3) : (index, memref<100xindex>, memref<?xf32>, memref<10xi32>) -> (memref<100xindex>, memref<?xf32>, memref<10xi32>)
    return %0#0, %0#1, %0#2, %alloc, %alloc_1, %alloc_3 : memref<100xindex>, memref<?xf32>, memref<10xi32>, memref<100xindex>, memref<?xf32>, memref<10xi32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0:6 = call @smith_harness_0(%c3) : (index) -> (memref<100xindex>, memref<?xf32>, memref<10xi32>, memref<100xindex>, memref<?xf32>, memref<10xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %19 = memref.load %0#0[%arg0] : memref<100xindex>
      %20 = arith.index_cast %19 : index to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_26 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_2 : memref<?xf32>
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %dim step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %19 = memref.load %0#1[%arg0] : memref<?xf32>
      %20 = arith.bitcast %19 : f32 to i32
      %21 = arith.cmpf uno, %19, %19 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_26 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_4 to %c10 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %19 = memref.load %0#2[%arg0] : memref<10xi32>
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_26 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c100_9 = arith.constant 100 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_7 to %c100_9 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %19 = memref.load %0#3[%arg0] : memref<100xindex>
      %20 = arith.index_cast %19 : index to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_26 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_11 = arith.constant 0 : index
    %c1_12 = arith.constant 1 : index
    %c0_13 = arith.constant 0 : index
    %dim_14 = memref.dim %0#4, %c0_13 : memref<?xf32>
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_11 to %dim_14 step %c1_12 iter_args(%arg1 = %c-3750763034362895579_i64_15) -> (i64) {
      %19 = memref.load %0#4[%arg0] : memref<?xf32>
      %20 = arith.bitcast %19 : f32 to i32
      %21 = arith.cmpf uno, %19, %19 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_26 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %c10_18 = arith.constant 10 : index
    %c-3750763034362895579_i64_19 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0_16 to %c10_18 step %c1_17 iter_args(%arg1 = %c-3750763034362895579_i64_19) -> (i64) {
      %19 = memref.load %0#5[%arg0] : memref<10xi32>
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_26 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_26 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c-3750763034362895579_i64_20 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_20, %c1000003_i64 : i64
    %8 = arith.addi %7, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_21 : i64
    %10 = arith.addi %9, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_22 : i64
    %12 = arith.addi %11, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_23 : i64
    %14 = arith.addi %13, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_24 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_24 : i64
    %16 = arith.addi %15, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_25 = arith.constant 1000003 : i64
    %17 = arith.muli %16, %c1000003_i64_25 : i64
    %18 = arith.addi %17, %6 : i64
    vector.print %18 : i64
    return
  }
}
