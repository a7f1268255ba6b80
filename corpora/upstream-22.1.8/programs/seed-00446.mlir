// Piece 1 of Dialect/Affine/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_static_stride_subview_with_affine_load_store_expand_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 7040968134702257920, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 6, 32] : memref<12x32xf32> into memref<2x6x32xf32>
    %0 = affine.load %expand_shape[%arg1 mod 2, (%arg2 mod 4294967296) mod 6, %arg3 mod 32] : memref<2x6x32xf32>
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (f32, memref<12x32xf32>) {
    %alloc = memref.alloc() : memref<12x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<12x32xf32>)
    %cst_0 = arith.constant -1.025000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<12x32xf32>)
    %0 = call @fold_static_stride_subview_with_affine_load_store_expand_shape(%alloc, %arg0, %arg1, %arg2) : (memref<12x32xf32>, index, index, index) -> f32
    return %0, %alloc : f32, memref<12x32xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c0_0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c0, %c3, %c0_0) : (index, index, index) -> (f32, memref<12x32xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_1 to %c12 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<12x32xf32>
        %12 = arith.bitcast %11 : f32 to i32
        %13 = arith.cmpf uno, %11, %11 : f32
        %c2143289344_i32_4 = arith.constant 2143289344 : i32
        %14 = arith.select %13, %c2143289344_i32_4, %12 : i32
        %15 = arith.extsi %14 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %16 = arith.muli %arg3, %c1000003_i64_5 : i64
        %17 = arith.addi %16, %15 : i64
        scf.yield %17 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_3 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
