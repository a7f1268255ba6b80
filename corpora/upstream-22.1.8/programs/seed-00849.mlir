// Piece 6 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_static_stride_subview_with_transfer_write_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 2865014360382457835, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_static_stride_subview_with_transfer_write_0d(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: vector<f32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %c12 = arith.constant 12 : index
    %0 = arith.remui %arg1, %c12 : index
    %c32 = arith.constant 32 : index
    %1 = arith.remui %arg2, %c32 : index
    %subview = memref.subview %arg0[%0, %1] [1, 1] [1, 1] : memref<12x32xf32> to memref<f32, strided<[], offset: ?>>
    vector.transfer_write %arg4, %subview[] : vector<f32>, memref<f32, strided<[], offset: ?>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: vector<f32>) -> memref<12x32xf32> {
    %alloc = memref.alloc() : memref<12x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<12x32xf32>)
    %cst_0 = arith.constant -1.075000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<12x32xf32>)
    call @fold_static_stride_subview_with_transfer_write_0d(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<12x32xf32>, index, index, index, vector<f32>) -> ()
    return %alloc : memref<12x32xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<48.3451691> : vector<f32>
    %0 = call @smith_harness_0(%c3, %c1, %c0, %cst) : (index, index, index, vector<f32>) -> memref<12x32xf32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c12 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %c32 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<12x32xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_3 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
