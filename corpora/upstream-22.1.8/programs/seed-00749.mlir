// Piece 10 of Dialect/Linalg/rank-reduce-contraction-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matvec_to_dot"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/rank-reduce-contraction-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 10, "release": "22.1.8"}, "seed": 5583369952538290144, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @matvec_to_dot(%arg0: memref<1x?xf32>, %arg1: memref<?xf32>, %arg2: memref<1xf32>) {
    linalg.matvec ins(%arg0, %arg1 : memref<1x?xf32>, memref<?xf32>) outs(%arg2 : memref<1xf32>)
    return
  }
  func.func @smith_harness_0() -> (memref<1x?xf32>, memref<?xf32>, memref<1xf32>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<1x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x?xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x?xf32>)
    %c1_1 = arith.constant 1 : index
    %alloc_2 = memref.alloc(%c1_1) : memref<?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?xf32>)
    %cst_4 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?xf32>)
    %alloc_5 = memref.alloc() : memref<1xf32>
    %cst_6 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_5 : memref<1xf32>)
    %cst_7 = arith.constant 1.175000e+01 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_5 : memref<1xf32>)
    call @matvec_to_dot(%alloc, %alloc_2, %alloc_5) : (memref<1x?xf32>, memref<?xf32>, memref<1xf32>) -> ()
    return %alloc, %alloc_2, %alloc_5 : memref<1x?xf32>, memref<?xf32>, memref<1xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<1x?xf32>, memref<?xf32>, memref<1xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %dim = memref.dim %0#0, %c1_1 : memref<1x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<1x?xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_14 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
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
      %c1000003_i64_14 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_14 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c1_9 = arith.constant 1 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_7 to %c1_9 step %c1_8 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<1xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_14 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_14 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_13 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
