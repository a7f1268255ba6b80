// Piece 4 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_subview_with_transfer_read_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1113929608320393970, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_subview_with_transfer_read_0d(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<f32> {
    %cst = arith.constant 1.000000e+00 : f32
    %c12 = arith.constant 12 : index
    %0 = arith.remui %arg1, %c12 : index
    %c32 = arith.constant 32 : index
    %1 = arith.remui %arg2, %c32 : index
    %subview = memref.subview %arg0[%0, %1] [1, 1] [1, 1] : memref<12x32xf32> to memref<f32, strided<[], offset: ?>>
    %2 = vector.transfer_read %subview[], %cst : memref<f32, strided<[], offset: ?>>, vector<f32>
    return %2 : vector<f32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (vector<f32>, memref<12x32xf32>) {
    %alloc = memref.alloc() : memref<12x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<12x32xf32>)
    %cst_0 = arith.constant -4.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<12x32xf32>)
    %0 = call @fold_subview_with_transfer_read_0d(%alloc, %arg0, %arg1, %arg2) : (memref<12x32xf32>, index, index, index) -> vector<f32>
    return %0, %alloc : vector<f32>, memref<12x32xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c1, %c2, %c1_0) : (index, index, index) -> (vector<f32>, memref<12x32xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[] : f32 from vector<f32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0 to %c12 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %13 = scf.for %arg2 = %c0 to %c32 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %14 = memref.load %0#1[%arg0, %arg2] : memref<12x32xf32>
        %15 = arith.bitcast %14 : f32 to i32
        %16 = arith.cmpf uno, %14, %14 : f32
        %c2143289344_i32_6 = arith.constant 2143289344 : i32
        %17 = arith.select %16, %c2143289344_i32_6, %15 : i32
        %18 = arith.extsi %17 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %19 = arith.muli %arg3, %c1000003_i64_7 : i64
        %20 = arith.addi %19, %18 : i64
        scf.yield %20 : i64
      }
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %10 = arith.addi %9, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_5 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
