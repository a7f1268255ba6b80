// Piece 0 of Dialect/Affine/SuperVectorize/vectorize_outer_loop_transpose_2d.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vec2d", "vec2d_imperfectly_nested"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/vectorize_outer_loop_transpose_2d.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7942245368981639547, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vec2d(%arg0: memref<?x?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    affine.for %arg1 = 0 to %dim {
      affine.for %arg2 = 0 to %dim_0 {
        affine.for %arg3 = 0 to %dim_1 {
          %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
        }
      }
    }
    affine.for %arg1 = 0 to %dim {
      affine.for %arg2 = 0 to %dim_0 {
        affine.for %arg3 = 0 to %dim_1 {
          %0 = affine.load %arg0[%arg2, %arg3, %arg1] : memref<?x?x?xf32>
        }
      }
    }
    return
  }
  func.func @vec2d_imperfectly_nested(%arg0: memref<?x?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    affine.for %arg1 = 0 to %dim {
      affine.for %arg2 = 0 to %dim_0 {
        affine.for %arg3 = 0 to %dim_1 {
          %0 = affine.load %arg0[%arg3, %arg2, %arg1] : memref<?x?x?xf32>
        }
      }
      affine.for %arg2 = 0 to %dim_0 {
        affine.for %arg3 = 0 to %dim_1 {
          %0 = affine.load %arg0[%arg2, %arg3, %arg1] : memref<?x?x?xf32>
        }
        affine.for %arg3 = 0 to %dim_1 {
          %0 = affine.load %arg0[%arg2, %arg3, %arg1] : memref<?x?x?xf32>
        }
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<?x?x?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4, %c4) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant 1.500000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    call @vec2d(%alloc) : (memref<?x?x?xf32>) -> ()
    return %alloc : memref<?x?x?xf32>
  }
  func.func @smith_harness_1() -> memref<?x?x?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1, %c1, %c1) : memref<?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?xf32>)
    %cst_0 = arith.constant 1.150000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?x?xf32>)
    call @vec2d_imperfectly_nested(%alloc) : (memref<?x?x?xf32>) -> ()
    return %alloc : memref<?x?x?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<?x?x?xf32>
    %1 = call @smith_harness_1() : () -> memref<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0, %c1_1 : memref<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %0, %c2 : memref<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %10 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %11 = arith.bitcast %10 : f32 to i32
          %12 = arith.cmpf uno, %10, %10 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %13 = arith.select %12, %c2143289344_i32, %11 : i32
          %14 = arith.extsi %13 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %15 = arith.muli %arg5, %c1000003_i64_15 : i64
          %16 = arith.addi %15, %14 : i64
          scf.yield %16 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = memref.dim %1, %c0_6 : memref<?x?x?xf32>
    %c1_8 = arith.constant 1 : index
    %dim_9 = memref.dim %1, %c1_8 : memref<?x?x?xf32>
    %c2_10 = arith.constant 2 : index
    %dim_11 = memref.dim %1, %c2_10 : memref<?x?x?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %8 = scf.for %arg2 = %c0_4 to %dim_9 step %c1_5 iter_args(%arg3 = %arg1) -> (i64) {
        %9 = scf.for %arg4 = %c0_4 to %dim_11 step %c1_5 iter_args(%arg5 = %arg3) -> (i64) {
          %10 = memref.load %1[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %11 = arith.bitcast %10 : f32 to i32
          %12 = arith.cmpf uno, %10, %10 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %13 = arith.select %12, %c2143289344_i32, %11 : i32
          %14 = arith.extsi %13 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %15 = arith.muli %arg5, %c1000003_i64_15 : i64
          %16 = arith.addi %15, %14 : i64
          scf.yield %16 : i64
        }
        scf.yield %9 : i64
      }
      scf.yield %8 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_14 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
