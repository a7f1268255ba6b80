// Piece 1 of Dialect/Linalg/rank-reduce-contraction-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["singleton_batch_matmul_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/rank-reduce-contraction-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1449287794663756643, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @singleton_batch_matmul_memref(%arg0: memref<1x?x?xf32>, %arg1: memref<1x?x?xf32>, %arg2: memref<1x?x?xf32>) {
    linalg.batch_matmul ins(%arg0, %arg1 : memref<1x?x?xf32>, memref<1x?x?xf32>) outs(%arg2 : memref<1x?x?xf32>)
    return
  }
  func.func @smith_harness_0() -> (memref<1x?x?xf32>, memref<1x?x?xf32>, memref<1x?x?xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3) : memref<1x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x?x?xf32>)
    %cst_0 = arith.constant 54.8578339 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1x?x?xf32>)
    %c3_1 = arith.constant 3 : index
    %alloc_2 = memref.alloc(%c3_1, %c3_1) : memref<1x?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<1x?x?xf32>)
    %cst_4 = arith.constant -5.340980e-03 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<1x?x?xf32>)
    %c3_5 = arith.constant 3 : index
    %alloc_6 = memref.alloc(%c3_5, %c3_5) : memref<1x?x?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_7 : f32) outs(%alloc_6 : memref<1x?x?xf32>)
    %cst_8 = arith.constant -0.00399887515 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_6 : memref<1x?x?xf32>)
    call @singleton_batch_matmul_memref(%alloc, %alloc_2, %alloc_6) : (memref<1x?x?xf32>, memref<1x?x?xf32>, memref<1x?x?xf32>) -> ()
    return %alloc, %alloc_2, %alloc_6 : memref<1x?x?xf32>, memref<1x?x?xf32>, memref<1x?x?xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<1x?x?xf32>, memref<1x?x?xf32>, memref<1x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %dim = memref.dim %0#0, %c1_1 : memref<1x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_2 = memref.dim %0#0, %c2 : memref<1x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %dim_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<1x?x?xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_22 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_22 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %0#1, %c1_6 : memref<1x?x?xf32>
    %c2_8 = arith.constant 2 : index
    %dim_9 = memref.dim %0#1, %c2_8 : memref<1x?x?xf32>
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %c1_5 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_3 to %dim_7 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_3 to %dim_9 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<1x?x?xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_22 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_22 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_11 = arith.constant 0 : index
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %c1_14 = arith.constant 1 : index
    %dim_15 = memref.dim %0#2, %c1_14 : memref<1x?x?xf32>
    %c2_16 = arith.constant 2 : index
    %dim_17 = memref.dim %0#2, %c2_16 : memref<1x?x?xf32>
    %c-3750763034362895579_i64_18 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_11 to %c1_13 step %c1_12 iter_args(%arg1 = %c-3750763034362895579_i64_18) -> (i64) {
      %10 = scf.for %arg2 = %c0_11 to %dim_15 step %c1_12 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_11 to %dim_17 step %c1_12 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#2[%arg0, %arg2, %arg4] : memref<1x?x?xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_22 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_22 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_19 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_19, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_20 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_21 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
