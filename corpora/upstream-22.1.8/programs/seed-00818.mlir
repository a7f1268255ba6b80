// Piece 69 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reinterpret_noop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 69, "release": "22.1.8"}, "seed": 8899229300964260033, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reinterpret_noop(%arg0: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<2x3x4xf32> to memref<2x3x4xf32>
    return %reinterpret_cast : memref<2x3x4xf32>
  }
  func.func @smith_harness_0() -> (memref<2x3x4xf32>, memref<2x3x4xf32>) {
    %alloc = memref.alloc() : memref<2x3x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x3x4xf32>)
    %cst_0 = arith.constant -1.450000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x3x4xf32>)
    %0 = call @reinterpret_noop(%alloc) : (memref<2x3x4xf32>) -> memref<2x3x4xf32>
    return %0, %alloc : memref<2x3x4xf32>, memref<2x3x4xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<2x3x4xf32>, memref<2x3x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<2x3x4xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_8 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2_2 = arith.constant 2 : index
    %c3_3 = arith.constant 3 : index
    %c4_4 = arith.constant 4 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c2_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c3_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_0 to %c4_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<2x3x4xf32>
          %10 = arith.bitcast %9 : f32 to i32
          %11 = arith.cmpf uno, %9, %9 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %12 = arith.select %11, %c2143289344_i32, %10 : i32
          %13 = arith.extsi %12 : i32 to i64
          %c1000003_i64_8 = arith.constant 1000003 : i64
          %14 = arith.muli %arg5, %c1000003_i64_8 : i64
          %15 = arith.addi %14, %13 : i64
          scf.yield %15 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
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
