// Piece 13 of Transforms/loop-invariant-subset-hoisting.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["hoist_buffer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/loop-invariant-subset-hoisting.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 1262929252834685640, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @hoist_buffer(%arg0: memref<7x7xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<7x7xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<7x7xf16>)
    %0 = scf.for %arg1 = %c0 to %c1 step %c1 iter_args(%arg2 = %alloc) -> (memref<7x7xf16>) {
      linalg.copy ins(%arg0 : memref<7x7xf16>) outs(%arg2 : memref<7x7xf16>)
      scf.yield %alloc : memref<7x7xf16>
    }
    return
  }
  func.func @smith_harness_0() -> memref<7x7xf16> {
    %alloc = memref.alloc() : memref<7x7xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<7x7xf16>)
    %cst_0 = arith.constant 1.575000e+01 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<7x7xf16>)
    call @hoist_buffer(%alloc) : (memref<7x7xf16>) -> ()
    return %alloc : memref<7x7xf16>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<7x7xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c7_0 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c7_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<7x7xf16>
        %6 = arith.bitcast %5 : f16 to i16
        %7 = arith.cmpf uno, %5, %5 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %8 = arith.select %7, %c32256_i16, %6 : i16
        %9 = arith.extsi %8 : i16 to i64
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
