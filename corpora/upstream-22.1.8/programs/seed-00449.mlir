// Piece 2 of Dialect/Affine/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_static_stride_subview_with_affine_load_store_collapse_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6516126634082102527, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_static_stride_subview_with_affine_load_store_collapse_shape(%arg0: memref<2x6x32xf32>, %arg1: index, %arg2: index) -> f32 {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x6x32xf32> into memref<12x32xf32>
    %0 = affine.load %collapse_shape[(%arg1 mod 4294967296) mod 12, %arg2 mod 32] : memref<12x32xf32>
    return %0 : f32
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (f32, memref<2x6x32xf32>) {
    %alloc = memref.alloc() : memref<2x6x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x6x32xf32>)
    %cst_0 = arith.constant 0x7FC00000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x6x32xf32>)
    %0 = call @fold_static_stride_subview_with_affine_load_store_collapse_shape(%alloc, %arg0, %arg1) : (memref<2x6x32xf32>, index, index) -> f32
    return %0, %alloc : f32, memref<2x6x32xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c3, %c2) : (index, index) -> (f32, memref<2x6x32xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2_0 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %c2_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<2x6x32xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32_3 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32_3, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_4 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
