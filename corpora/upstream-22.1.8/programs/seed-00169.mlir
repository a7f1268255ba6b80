// Piece 0 of Conversion/MemRefToLLVM/convert-dynamic-memref-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mixed_alloc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/convert-dynamic-memref-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8327721936592786192, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @mixed_alloc(%arg0: index, %arg1: index) -> memref<?x42x?xf32> {
    %alloc = memref.alloc(%arg0, %arg1) : memref<?x42x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x42x?xf32>)
    return %alloc : memref<?x42x?xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> memref<?x42x?xf32> {
    %0 = call @mixed_alloc(%arg0, %arg1) : (index, index) -> memref<?x42x?xf32>
    return %0 : memref<?x42x?xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c3, %c2) : (index, index) -> memref<?x42x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_0 : memref<?x42x?xf32>
    %c42 = arith.constant 42 : index
    %c2_1 = arith.constant 2 : index
    %dim_2 = memref.dim %0, %c2_1 : memref<?x42x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c42 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<?x42x?xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_4 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
