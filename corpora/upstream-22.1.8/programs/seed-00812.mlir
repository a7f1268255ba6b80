// Piece 31 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compose_collapse_of_expand_partially_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 4678823354709462878, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compose_collapse_of_expand_partially_dynamic(%arg0: memref<?xf16>, %arg1: index, %arg2: index) -> memref<8x?x?xf16> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2, 3, 4]] output_shape [4, 2, %arg1, %arg2, 32] : memref<?xf16> into memref<4x2x?x?x32xf16>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2], [3, 4]] : memref<4x2x?x?x32xf16> into memref<8x?x?xf16>
    return %collapse_shape : memref<8x?x?xf16>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<8x?x?xf16>, memref<?xf16>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<?xf16>)
    %cst_0 = arith.constant 4.500000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<?xf16>)
    %0 = call @compose_collapse_of_expand_partially_dynamic(%alloc, %arg0, %arg1) : (memref<?xf16>, index, index) -> memref<8x?x?xf16>
    return %0, %alloc : memref<8x?x?xf16>, memref<?xf16>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c2, %c1) : (index, index) -> (memref<8x?x?xf16>, memref<?xf16>)
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    %dim = memref.dim %0#0, %c1_1 : memref<8x?x?xf16>
    %c2_2 = arith.constant 2 : index
    %dim_3 = memref.dim %0#0, %c2_2 : memref<8x?x?xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %dim_3 step %c1_0 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<8x?x?xf16>
          %10 = arith.bitcast %9 : f16 to i16
          %11 = arith.cmpf uno, %9, %9 : f16
          %c32256_i16 = arith.constant 32256 : i16
          %12 = arith.select %11, %c32256_i16, %10 : i16
          %13 = arith.extsi %12 : i16 to i64
          %c1000003_i64_11 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_11 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = memref.dim %0#1, %c0_6 : memref<?xf16>
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xf16>
      %8 = arith.bitcast %7 : f16 to i16
      %9 = arith.cmpf uno, %7, %7 : f16
      %c32256_i16 = arith.constant 32256 : i16
      %10 = arith.select %9, %c32256_i16, %8 : i16
      %11 = arith.extsi %10 : i16 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_11 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_10 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
