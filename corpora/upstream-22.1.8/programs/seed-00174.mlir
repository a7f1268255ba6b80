// Piece 4 of Conversion/MemRefToLLVM/convert-static-memref-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["static_alloca"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-static-memref-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 6194745508042946922, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @static_alloca() -> memref<32x18xf32> {
    %alloca = memref.alloca() : memref<32x18xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<32x18xf32>)
    %alloca_0 = memref.alloca() {alignment = 32 : i64} : memref<32x18xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloca_0 : memref<32x18xf32>)
    return %alloca : memref<32x18xf32>
  }
  func.func @smith_harness_0() -> memref<32x18xf32> {
    %0 = call @static_alloca() : () -> memref<32x18xf32>
    return %0 : memref<32x18xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<32x18xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c18 = arith.constant 18 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c32 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c18 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<32x18xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_1 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
