// Piece 0 of Dialect/MemRef/resolve-dim-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_out_of_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/resolve-dim-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3910495827340057512, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_out_of_bounds(%arg0: memref<7x8xf32>) -> index {
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %0 = arith.remui %c7, %c2 : index
    %dim = memref.dim %arg0, %0 : memref<7x8xf32>
    return %dim : index
  }
  func.func @smith_harness_0() -> (index, memref<7x8xf32>) {
    %alloc = memref.alloc() : memref<7x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<7x8xf32>)
    %cst_0 = arith.constant 0.00295325974 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<7x8xf32>)
    %0 = call @dim_out_of_bounds(%alloc) : (memref<7x8xf32>) -> index
    return %0, %alloc : index, memref<7x8xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (index, memref<7x8xf32>)
    %1 = arith.index_cast %0#0 : index to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<7x8xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_2 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
