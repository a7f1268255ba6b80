// Piece 33 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_expand_of_expand"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 1553769575953877686, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compose_expand_of_expand(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x6x4x5x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 4, %arg2] : memref<?x?xf32> into memref<?x4x?xf32>
    %expand_shape_0 = memref.expand_shape %expand_shape [[0, 1], [2], [3, 4]] output_shape [%arg3, 6, 4, 5, %arg4] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
    return %expand_shape_0 : memref<?x6x4x5x?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x6x4x5x?xf32>, memref<?x?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4, %c4) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?x?xf32>)
    %0 = call @compose_expand_of_expand(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<?x?xf32>, index, index, index, index) -> memref<?x6x4x5x?xf32>
    return %0, %alloc : memref<?x6x4x5x?xf32>, memref<?x?xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c3_1 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c3, %c3_0, %c3_1, %c0) : (index, index, index, index) -> (memref<?x6x4x5x?xf32>, memref<?x?xf32>)
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_3 : memref<?x6x4x5x?xf32>
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c4_4 = arith.constant 4 : index
    %dim_5 = memref.dim %0#0, %c4_4 : memref<?x6x4x5x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0_2 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_2 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_2 to %c5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = scf.for %arg8 = %c0_2 to %dim_5 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %11 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6, %arg8] : memref<?x6x4x5x?xf32>
              %12 = arith.bitcast %11 : f32 to i32
              %13 = arith.cmpf uno, %11, %11 : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %14 = arith.select %13, %c2143289344_i32, %12 : i32
              %15 = arith.extsi %14 : i32 to i64
              %c1000003_i64_15 = arith.constant 1000003 : i64
              %16 = arith.muli %arg9, %c1000003_i64_15 : i64
              %17 = arith.addi %16, %15 : i64
              scf.yield %17 : i64
            }
            scf.yield %10 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %0#1, %c0_8 : memref<?x?xf32>
    %c1_10 = arith.constant 1 : index
    %dim_11 = memref.dim %0#1, %c1_10 : memref<?x?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_6 to %dim_9 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %7 = scf.for %arg2 = %c0_6 to %dim_11 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<?x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_15 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_15 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_14 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
