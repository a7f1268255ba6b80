// Piece 2 of Dialect/MemRef/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["rank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7573364075502112870, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @rank(%arg0: memref<4x4x?xf32>) {
    %0 = memref.rank %arg0 : memref<4x4x?xf32>
    %1 = memref.rank %arg0 : memref<4x4x?xf32>
    return
  }
  func.func @smith_harness_0() -> memref<4x4x?xf32> {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<4x4x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4x?xf32>)
    %cst_0 = arith.constant -1.225000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x4x?xf32>)
    call @rank(%alloc) : (memref<4x4x?xf32>) -> ()
    return %alloc : memref<4x4x?xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<4x4x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %0, %c2 : memref<4x4x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<4x4x?xf32>
          %7 = arith.bitcast %6 : f32 to i32
          %8 = arith.cmpf uno, %6, %6 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %9 = arith.select %8, %c2143289344_i32, %7 : i32
          %10 = arith.extsi %9 : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_2 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
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
