// Piece 0 of Dialect/Affine/access-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_simple"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/access-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2406819133761691420, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @loop_simple(%arg0: memref<?x?xf32>, %arg1: memref<?x?x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to %dim {
        %0 = affine.load %arg0[%c0, %arg2] : memref<?x?xf32>
        %1 = affine.load %arg0[%c0, %arg2 * 8 + %arg3] : memref<?x?xf32>
        %2 = affine.load %arg0[%arg2, %c0] : memref<?x?xf32>
        %3 = affine.load %arg0[%arg2, %arg3 * 8] : memref<?x?xf32>
        %4 = affine.load %arg0[%arg3, %arg2 * 4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> (memref<?x?xf32>, memref<?x?x?xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3, %c3) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 6.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %c3_1 = arith.constant 3 : index
    %alloc_2 = memref.alloc(%c3_1, %c3_1, %c3_1) : memref<?x?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?x?xf32>)
    %cst_4 = arith.constant 6.750000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_2 : memref<?x?x?xf32>)
    call @loop_simple(%alloc, %alloc_2) : (memref<?x?xf32>, memref<?x?x?xf32>) -> ()
    return %alloc, %alloc_2 : memref<?x?xf32>, memref<?x?x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?xf32>, memref<?x?x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_13 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_13 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %0#1, %c0_5 : memref<?x?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = memref.dim %0#1, %c1_7 : memref<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_9 = memref.dim %0#1, %c2 : memref<?x?x?xf32>
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %dim_8 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_3 to %dim_9 step %c1_4 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<?x?x?xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_13 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_13 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_12 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
