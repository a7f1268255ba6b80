// Piece 0 of Integration/Dialect/Vector/CPU/realloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/realloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 9489100954370388, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc() : memref<8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8xf32>)
    scf.for %arg0 = %c0 to %c8 step %c1 {
      %11 = arith.index_cast %arg0 : index to i32
      %12 = arith.sitofp %11 : i32 to f32
      %c8_16 = arith.constant 8 : index
      %13 = arith.remui %arg0, %c8_16 : index
      memref.store %12, %alloc[%13] : memref<8xf32>
    }
    %cst_0 = arith.constant -1.000000e+00 : f32
    %c8_1 = arith.constant 8 : index
    %0 = vector.transfer_read %alloc[%c0], %cst_0 : memref<8xf32>, vector<8xf32>
    vector.print %0 : vector<8xf32>
    %c8_2 = arith.constant 8 : index
    %1 = memref.realloc %alloc : memref<8xf32> to memref<10xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %c10 = arith.constant 10 : index
    %2 = arith.minui %c8_2, %c10 : index
    %3 = arith.subi %c10, %2 : index
    %subview = memref.subview %1[%2] [%3] [1] : memref<10xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.fill ins(%cst_3 : f32) outs(%subview : memref<?xf32, strided<[1], offset: ?>>)
    %c10_4 = arith.constant 10 : index
    scf.for %arg0 = %c8 to %c10_4 step %c1 {
      %11 = arith.index_cast %arg0 : index to i32
      %12 = arith.sitofp %11 : i32 to f32
      %c10_16 = arith.constant 10 : index
      %13 = arith.remui %arg0, %c10_16 : index
      memref.store %12, %1[%13] : memref<10xf32>
    }
    %c10_5 = arith.constant 10 : index
    %4 = vector.transfer_read %1[%c0], %cst_0 : memref<10xf32>, vector<10xf32>
    vector.print %4 : vector<10xf32>
    %cast = memref.cast %1 : memref<10xf32> to memref<?xf32>
    %c13 = arith.constant 13 : index
    %c0_6 = arith.constant 0 : index
    %dim = memref.dim %cast, %c0_6 : memref<?xf32>
    %5 = memref.realloc %cast(%c13) : memref<?xf32> to memref<?xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %5, %c0_8 : memref<?xf32>
    %6 = arith.minui %dim, %dim_9 : index
    %7 = arith.subi %dim_9, %6 : index
    %subview_10 = memref.subview %5[%6] [%7] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.fill ins(%cst_7 : f32) outs(%subview_10 : memref<?xf32, strided<[1], offset: ?>>)
    %c0_11 = arith.constant 0 : index
    %dim_12 = memref.dim %5, %c0_11 : memref<?xf32>
    %c13_13 = arith.constant 13 : index
    %8 = arith.cmpi eq, %dim_12, %c13_13 : index
    %9 = scf.if %8 -> (memref<?xf32>) {
      scf.yield %5 : memref<?xf32>
    } else {
      %alloc_16 = memref.alloc() : memref<13xf32>
      %cst_17 = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst_17 : f32) outs(%alloc_16 : memref<13xf32>)
      %cast_18 = memref.cast %alloc_16 : memref<13xf32> to memref<?xf32>
      scf.yield %cast_18 : memref<?xf32>
    }
    %cast_14 = memref.cast %9 : memref<?xf32> to memref<13xf32>
    scf.for %arg0 = %c10_4 to %c13 step %c1 {
      %11 = arith.index_cast %arg0 : index to i32
      %12 = arith.sitofp %11 : i32 to f32
      %c13_16 = arith.constant 13 : index
      %13 = arith.remui %arg0, %c13_16 : index
      memref.store %12, %cast_14[%13] : memref<13xf32>
    }
    %c13_15 = arith.constant 13 : index
    %10 = vector.transfer_read %cast_14[%c0], %cst_0 : memref<13xf32>, vector<13xf32>
    vector.print %10 : vector<13xf32>
    memref.dealloc %cast_14 : memref<13xf32>
    return
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
