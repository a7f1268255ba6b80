// Piece 17 of Conversion/MemRefToLLVM/convert-dynamic-memref-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_cast_mixed_to_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-dynamic-memref-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 1482680158617711960, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_cast_mixed_to_dynamic(%arg0: memref<42x?xf32>) {
    %cast = memref.cast %arg0 : memref<42x?xf32> to memref<?x?xf32>
    return
  }
  func.func @smith_harness_0() -> memref<42x?xf32> {
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2) : memref<42x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<42x?xf32>)
    %cst_0 = arith.constant 9.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<42x?xf32>)
    call @memref_cast_mixed_to_dynamic(%alloc) : (memref<42x?xf32>) -> ()
    return %alloc : memref<42x?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<42x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c42 = arith.constant 42 : index
    %c1_0 = arith.constant 1 : index
    %dim = memref.dim %0, %c1_0 : memref<42x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c42 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<42x?xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_2 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
