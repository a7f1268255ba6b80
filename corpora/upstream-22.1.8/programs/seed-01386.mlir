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
      %7 = arith.index_cast %arg0 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %c8_7 = arith.constant 8 : index
      %9 = arith.remui %arg0, %c8_7 : index
      memref.store %8, %alloc[%9] : memref<8xf32>
    }
    %cst_0 = arith.constant -1.000000e+00 : f32
    %c8_1 = arith.constant 8 : index
    %0 = vector.transfer_read %alloc[%c0], %cst_0 : memref<8xf32>, vector<8xf32>
    vector.print %0 : vector<8xf32>
    %1 = memref.realloc %alloc : memref<8xf32> to memref<10xf32>
    %c10 = arith.constant 10 : index
    scf.for %arg0 = %c8 to %c10 step %c1 {
      %7 = arith.index_cast %arg0 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %c10_7 = arith.constant 10 : index
      %9 = arith.remui %arg0, %c10_7 : index
      memref.store %8, %1[%9] : memref<10xf32>
    }
    %c10_2 = arith.constant 10 : index
    %2 = vector.transfer_read %1[%c0], %cst_0 : memref<10xf32>, vector<10xf32>
    vector.print %2 : vector<10xf32>
    %cast = memref.cast %1 : memref<10xf32> to memref<?xf32>
    %c13 = arith.constant 13 : index
    %3 = memref.realloc %cast(%c13) : memref<?xf32> to memref<?xf32>
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %3, %c0_3 : memref<?xf32>
    %c13_4 = arith.constant 13 : index
    %4 = arith.cmpi eq, %dim, %c13_4 : index
    %5 = scf.if %4 -> (memref<?xf32>) {
      scf.yield %3 : memref<?xf32>
    } else {
      %alloc_7 = memref.alloc() : memref<13xf32>
      %cst_8 = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst_8 : f32) outs(%alloc_7 : memref<13xf32>)
      %cast_9 = memref.cast %alloc_7 : memref<13xf32> to memref<?xf32>
      scf.yield %cast_9 : memref<?xf32>
    }
    %cast_5 = memref.cast %5 : memref<?xf32> to memref<13xf32>
    scf.for %arg0 = %c10 to %c13 step %c1 {
      %7 = arith.index_cast %arg0 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %c13_7 = arith.constant 13 : index
      %9 = arith.remui %arg0, %c13_7 : index
      memref.store %8, %cast_5[%9] : memref<13xf32>
    }
    %c13_6 = arith.constant 13 : index
    %6 = vector.transfer_read %cast_5[%c0], %cst_0 : memref<13xf32>, vector<13xf32>
    vector.print %6 : vector<13xf32>
    memref.dealloc %cast_5 : memref<13xf32>
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
