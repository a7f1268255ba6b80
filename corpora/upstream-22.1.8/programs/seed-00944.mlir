// Piece 13 of Dialect/SCF/loop-pipelining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["backedge_mix_order"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/loop-pipelining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 9129590716709523102, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @backedge_mix_order(%arg0: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 2.000000e+00 : f32
    %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
      %1 = arith.remui %arg1, %dim : index
      %2 = memref.load %arg0[%1] {__test_pipelining_op_order__ = 0 : i64, __test_pipelining_stage__ = 0 : i64} : memref<?xf32>
      %3 = arith.mulf %arg2, %2 {__test_pipelining_op_order__ = 1 : i64, __test_pipelining_stage__ = 1 : i64} : f32
      %4 = arith.addi %arg1, %c1 {__test_pipelining_op_order__ = 2 : i64, __test_pipelining_stage__ = 0 : i64} : index
      %c0_1 = arith.constant 0 : index
      %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32>
      %5 = arith.remui %4, %dim_2 : index
      %6 = memref.load %arg0[%5] {__test_pipelining_op_order__ = 3 : i64, __test_pipelining_stage__ = 0 : i64} : memref<?xf32>
      %7 = arith.mulf %6, %3 {__test_pipelining_op_order__ = 4 : i64, __test_pipelining_stage__ = 1 : i64} : f32
      scf.yield %7 : f32
    } {__test_pipelining_loop__}
    return %0 : f32
  }
  func.func @smith_harness_0() -> (f32, memref<?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -2.500000e-01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %0 = call @backedge_mix_order(%alloc) : (memref<?xf32>) -> f32
    return %0, %alloc : f32, memref<?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (f32, memref<?xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_0 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<?xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32_3 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32_3, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_4 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
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
