// Piece 6 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["distinct_objects_noop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 4839638986189611087, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @distinct_objects_noop(%arg0: memref<?xf16>) -> memref<?xf16> {
    %0 = memref.distinct_objects %arg0 : memref<?xf16>
    return %0 : memref<?xf16>
  }
  func.func @smith_harness_0() -> (memref<?xf16>, memref<?xf16>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<?xf16>)
    %cst_0 = arith.constant 4.250000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<?xf16>)
    %0 = call @distinct_objects_noop(%alloc) : (memref<?xf16>) -> memref<?xf16>
    return %0, %alloc : memref<?xf16>, memref<?xf16>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?xf16>, memref<?xf16>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<?xf16>
      %8 = arith.bitcast %7 : f16 to i16
      %9 = arith.cmpf uno, %7, %7 : f16
      %c32256_i16 = arith.constant 32256 : i16
      %10 = arith.select %9, %c32256_i16, %8 : i16
      %11 = arith.extsi %10 : i16 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_8 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %0#1, %c0_3 : memref<?xf16>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<?xf16>
      %8 = arith.bitcast %7 : f16 to i16
      %9 = arith.cmpf uno, %7, %7 : f16
      %c32256_i16 = arith.constant 32256 : i16
      %10 = arith.select %9, %c32256_i16, %8 : i16
      %11 = arith.extsi %10 : i16 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_8 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
