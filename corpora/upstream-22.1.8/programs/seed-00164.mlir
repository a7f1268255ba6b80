// Piece 0 of Conversion/MemRefToEmitC/memref-to-emitc-copy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["copying"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToEmitC/memref-to-emitc-copy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 623325273715760962, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @copying(%arg0: memref<9x4x5x7xf32>, %arg1: memref<9x4x5x7xf32>) {
    memref.copy %arg0, %arg1 : memref<9x4x5x7xf32> to memref<9x4x5x7xf32>
    return
  }
  func.func @smith_harness_0() -> (memref<9x4x5x7xf32>, memref<9x4x5x7xf32>) {
    %alloc = memref.alloc() : memref<9x4x5x7xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<9x4x5x7xf32>)
    %cst_0 = arith.constant 5.500000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<9x4x5x7xf32>)
    %alloc_1 = memref.alloc() : memref<9x4x5x7xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<9x4x5x7xf32>)
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<9x4x5x7xf32>)
    call @copying(%alloc, %alloc_1) : (memref<9x4x5x7xf32>, memref<9x4x5x7xf32>) -> ()
    return %alloc, %alloc_1 : memref<9x4x5x7xf32>, memref<9x4x5x7xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<9x4x5x7xf32>, memref<9x4x5x7xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c9 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0 to %c7 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#0[%arg0, %arg2, %arg4, %arg6] : memref<9x4x5x7xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_9 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_9 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c9_2 = arith.constant 9 : index
    %c4_3 = arith.constant 4 : index
    %c5_4 = arith.constant 5 : index
    %c7_5 = arith.constant 7 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c9_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c4_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = scf.for %arg4 = %c0_0 to %c5_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %9 = scf.for %arg6 = %c0_0 to %c7_5 step %c1_1 iter_args(%arg7 = %arg5) -> (i64) {
            %10 = memref.load %0#1[%arg0, %arg2, %arg4, %arg6] : memref<9x4x5x7xf32>
            %11 = arith.bitcast %10 : f32 to i32
            %12 = arith.cmpf uno, %10, %10 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %13 = arith.select %12, %c2143289344_i32, %11 : i32
            %14 = arith.extsi %13 : i32 to i64
            %c1000003_i64_9 = arith.constant 1000003 : i64
            %15 = arith.muli %arg7, %c1000003_i64_9 : i64
            %16 = arith.addi %15, %14 : i64
            scf.yield %16 : i64
          }
          scf.yield %9 : i64
        }
        scf.yield %8 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_8 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
