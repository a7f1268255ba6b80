// Piece 0 of Dialect/SCF/for-loop-specialization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["for"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-specialization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7064534259886581004, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0, s1] -> (1024, s0 - s1)>
module {
  func.func @for(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: memref<?xf32>, %arg4: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %0 = affine.min #map()[%dim, %arg0]
    scf.for %arg5 = %c0 to %0 step %c1 {
      %c0_0 = arith.constant 0 : index
      %dim_1 = memref.dim %arg2, %c0_0 : memref<?xf32>
      %1 = arith.remui %arg5, %dim_1 : index
      %2 = memref.load %arg2[%1] : memref<?xf32>
      %c0_2 = arith.constant 0 : index
      %dim_3 = memref.dim %arg3, %c0_2 : memref<?xf32>
      %3 = arith.remui %arg5, %dim_3 : index
      %4 = memref.load %arg3[%3] : memref<?xf32>
      %5 = arith.addf %2, %4 : f32
      %c0_4 = arith.constant 0 : index
      %dim_5 = memref.dim %arg4, %c0_4 : memref<?xf32>
      %6 = arith.remui %arg5, %dim_5 : index
      memref.store %5, %arg4[%6] : memref<?xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %c2_1 = arith.constant 2 : index
    %alloc_2 = memref.alloc(%c2_1) : memref<?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?xf32>)
    %cst_4 = arith.constant 2.250000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?xf32>)
    %c2_5 = arith.constant 2 : index
    %alloc_6 = memref.alloc(%c2_5) : memref<?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<?xf32>)
    %cst_8 = arith.constant 8.250000e+00 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_6 : memref<?xf32>)
    %c2_9 = arith.constant 2 : index
    %alloc_10 = memref.alloc(%c2_9) : memref<?xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_11 : f32) outs(%alloc_10 : memref<?xf32>)
    %cst_12 = arith.constant 1.325000e+01 : f32
    linalg.fill ins(%cst_12 : f32) outs(%alloc_10 : memref<?xf32>)
    call @for(%arg0, %alloc, %alloc_2, %alloc_6, %alloc_10) : (index, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    return %alloc, %alloc_2, %alloc_6, %alloc_10 : memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0:4 = call @smith_harness_0(%c3) : (index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %13 = memref.load %0#0[%arg0] : memref<?xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_20 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %0#1, %c0_3 : memref<?xf32>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %13 = memref.load %0#1[%arg0] : memref<?xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_20 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %0#2, %c0_8 : memref<?xf32>
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %dim_9 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %13 = memref.load %0#2[%arg0] : memref<?xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_20 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c0_11 = arith.constant 0 : index
    %c1_12 = arith.constant 1 : index
    %c0_13 = arith.constant 0 : index
    %dim_14 = memref.dim %0#3, %c0_13 : memref<?xf32>
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_11 to %dim_14 step %c1_12 iter_args(%arg1 = %c-3750763034362895579_i64_15) -> (i64) {
      %13 = memref.load %0#3[%arg0] : memref<?xf32>
      %14 = arith.bitcast %13 : f32 to i32
      %15 = arith.cmpf uno, %13, %13 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %16 = arith.select %15, %c2143289344_i32, %14 : i32
      %17 = arith.extsi %16 : i32 to i64
      %c1000003_i64_20 = arith.constant 1000003 : i64
      %18 = arith.muli %arg1, %c1000003_i64_20 : i64
      %19 = arith.addi %18, %17 : i64
      scf.yield %19 : i64
    }
    %c-3750763034362895579_i64_16 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_16, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_17 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_18 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_19 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
