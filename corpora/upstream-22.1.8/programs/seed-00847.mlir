// Piece 2 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_static_stride_subview_with_store"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1144871196387591404, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_static_stride_subview_with_store(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32) {
    %c6 = arith.constant 6 : index
    %0 = arith.remui %arg1, %c6 : index
    %c23 = arith.constant 23 : index
    %1 = arith.remui %arg2, %c23 : index
    %subview = memref.subview %arg0[%0, %1] [4, 4] [2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
    %c4 = arith.constant 4 : index
    %2 = arith.remui %arg3, %c4 : index
    %c4_0 = arith.constant 4 : index
    %3 = arith.remui %arg4, %c4_0 : index
    memref.store %arg5, %subview[%2, %3] : memref<4x4xf32, strided<[64, 3], offset: ?>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> memref<12x32xf32> {
    %alloc = memref.alloc() : memref<12x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<12x32xf32>)
    %cst_0 = arith.constant 1.525000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<12x32xf32>)
    call @fold_static_stride_subview_with_store(%alloc, %arg0, %arg1, %arg2, %arg3, %arg4) : (memref<12x32xf32>, index, index, index, index, f32) -> ()
    return %alloc : memref<12x32xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.110209398 : f32
    %0 = call @smith_harness_0(%c3, %c1, %c1_0, %c0, %cst) : (index, index, index, index, f32) -> memref<12x32xf32>
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c12 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %c32 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<12x32xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_4 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
