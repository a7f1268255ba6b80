// Piece 0 of Dialect/SparseTensor/buffer_rewriting.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["sparse_push_back"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/buffer_rewriting.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 497778523943653731, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @sparse_push_back(%arg0: index, %arg1: memref<?xf64>, %arg2: f64) -> (memref<?xf64>, index) {
    %outBuffer, %newSize = sparse_tensor.push_back %arg0, %arg1, %arg2 : index, memref<?xf64>, f64
    return %outBuffer, %newSize : memref<?xf64>, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: f64) -> (memref<?xf64>, index, memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf64>
    %cst = arith.constant 0.000000e+00 : f64
    linalg.fill ins(%cst : f64) outs(%alloc : memref<?xf64>)
    %cst_0 = arith.constant 9.750000e+00 : f64
    linalg.fill ins(%cst_0 : f64) outs(%alloc : memref<?xf64>)
    %0:2 = call @sparse_push_back(%arg0, %alloc, %arg1) : (index, memref<?xf64>, f64) -> (memref<?xf64>, index)
    return %0#0, %0#1, %alloc : memref<?xf64>, index, memref<?xf64>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 2.500000e-01 : f64
    %0:3 = call @smith_harness_0(%c2, %cst) : (index, f64) -> (memref<?xf64>, index, memref<?xf64>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?xf64>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#0[%arg0] : memref<?xf64>
      %11 = arith.bitcast %10 : f64 to i64
      %12 = arith.cmpf uno, %10, %10 : f64
      %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
      %13 = arith.select %12, %c9221120237041090560_i64, %11 : i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %14 = arith.muli %arg1, %c1000003_i64_9 : i64
      %15 = arith.addi %14, %13 : i64
      scf.yield %15 : i64
    }
    %2 = arith.index_cast %0#1 : index to i64
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %0#2, %c0_3 : memref<?xf64>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = memref.load %0#2[%arg0] : memref<?xf64>
      %11 = arith.bitcast %10 : f64 to i64
      %12 = arith.cmpf uno, %10, %10 : f64
      %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
      %13 = arith.select %12, %c9221120237041090560_i64, %11 : i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %14 = arith.muli %arg1, %c1000003_i64_9 : i64
      %15 = arith.addi %14, %13 : i64
      scf.yield %15 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_8 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
