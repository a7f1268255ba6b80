// Piece 6 of Dialect/Affine/loop-fusion-3.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["calc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-3.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 709117311026104435, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @calc(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%arg3) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    affine.for %arg4 = 1 to 10 {
      %0 = affine.load %arg0[%arg4] : memref<?xf32>
      %1 = affine.load %arg1[%arg4] : memref<?xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %alloc[%arg4] : memref<?xf32>
    }
    affine.for %arg4 = 1 to 10 {
      %0 = affine.load %alloc[%arg4] : memref<?xf32>
      %1 = affine.load %arg1[%arg4] : memref<?xf32>
      %2 = arith.mulf %0, %1 : f32
      affine.store %2, %arg2[%arg4] : memref<?xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %c3_1 = arith.constant 3 : index
    %alloc_2 = memref.alloc(%c3_1) : memref<?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?xf32>)
    %cst_4 = arith.constant -1.025000e+01 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?xf32>)
    %c3_5 = arith.constant 3 : index
    %alloc_6 = memref.alloc(%c3_5) : memref<?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<?xf32>)
    %cst_8 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_6 : memref<?xf32>)
    call @calc(%alloc, %alloc_2, %alloc_6, %arg0) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
    return %alloc, %alloc_2, %alloc_6 : memref<?xf32>, memref<?xf32>, memref<?xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0:3 = call @smith_harness_0(%c1) : (index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_1 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<?xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_15 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim_5 = memref.dim %0#1, %c0_4 : memref<?xf32>
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %dim_5 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<?xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_15 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = memref.dim %0#2, %c0_9 : memref<?xf32>
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_7 to %dim_10 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<?xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_15 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_13 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_14 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
