// Piece 12 of Dialect/Vector/vector-transfer-collapse-inner-most-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["contiguous_inner_most_dim_with_subview_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-collapse-inner-most-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 5033938173011835285, "skipped": {"contiguous_inner_most_dim_with_subview_2d_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @contiguous_inner_most_dim_with_subview_2d(%arg0: memref<1000x1x1xf32>, %arg1: index, %arg2: index, %arg3: vector<4x1x1xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c961 = arith.constant 961 : index
    %0 = arith.remui %arg1, %c961 : index
    %subview = memref.subview %arg0[%0, 0, 0] [40, 1, 1] [1, 1, 1] : memref<1000x1x1xf32> to memref<40x1x1xf32, strided<[1, 1, 1], offset: ?>>
    %c40 = arith.constant 40 : index
    %1 = arith.minui %arg2, %c40 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    vector.transfer_write %arg3, %subview[%1, %c0, %c0] : vector<4x1x1xf32>, memref<40x1x1xf32, strided<[1, 1, 1], offset: ?>>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: vector<4x1x1xf32>) -> memref<1000x1x1xf32> {
    %alloc = memref.alloc() : memref<1000x1x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1000x1x1xf32>)
    %cst_0 = arith.constant 41.6906128 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1000x1x1xf32>)
    call @contiguous_inner_most_dim_with_subview_2d(%alloc, %arg0, %arg1, %arg2) : (memref<1000x1x1xf32>, index, index, vector<4x1x1xf32>) -> ()
    return %alloc : memref<1000x1x1xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<[[[-0.00228271028]], [[-1.250000e+01]], [[-7.250000e+00]], [[4.750000e+00]]]> : vector<4x1x1xf32>
    %0 = call @smith_harness_0(%c0, %c1, %cst) : (index, index, vector<4x1x1xf32>) -> memref<1000x1x1xf32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c1000 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_0 to %c1_2 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_0 to %c1_3 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<1000x1x1xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_5 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_5 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
