// Piece 17 of Dialect/Linalg/generalize-named-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_sub"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/generalize-named-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 2989115003881594880, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_sub(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>, %arg2: memref<7x14x21xf32>) {
    linalg.sub ins(%arg0, %arg1 : memref<7x14x21xf32>, memref<7x14x21xf32>) outs(%arg2 : memref<7x14x21xf32>)
    return
  }
  func.func @smith_harness_0() -> (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) {
    %alloc = memref.alloc() : memref<7x14x21xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<7x14x21xf32>)
    %cst_0 = arith.constant -8.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<7x14x21xf32>)
    %alloc_1 = memref.alloc() : memref<7x14x21xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_2 : f32) outs(%alloc_1 : memref<7x14x21xf32>)
    %cst_3 = arith.constant -8.250000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<7x14x21xf32>)
    %alloc_4 = memref.alloc() : memref<7x14x21xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<7x14x21xf32>)
    %cst_6 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_6 : f32) outs(%alloc_4 : memref<7x14x21xf32>)
    call @generalize_sub(%alloc, %alloc_1, %alloc_4) : (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) -> ()
    return %alloc, %alloc_1, %alloc_4 : memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c14 = arith.constant 14 : index
    %c21 = arith.constant 21 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c14 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0 to %c21 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#0[%arg0, %arg2, %arg4] : memref<7x14x21xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_15 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c7_2 = arith.constant 7 : index
    %c14_3 = arith.constant 14 : index
    %c21_4 = arith.constant 21 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c7_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_0 to %c14_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_0 to %c21_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#1[%arg0, %arg2, %arg4] : memref<7x14x21xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_15 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c7_8 = arith.constant 7 : index
    %c14_9 = arith.constant 14 : index
    %c21_10 = arith.constant 21 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c7_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c14_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = scf.for %arg4 = %c0_6 to %c21_10 step %c1_7 iter_args(%arg5 = %arg3) -> (i64) {
          %12 = memref.load %0#2[%arg0, %arg2, %arg4] : memref<7x14x21xf32>
          %13 = arith.bitcast %12 : f32 to i32
          %14 = arith.cmpf uno, %12, %12 : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %15 = arith.select %14, %c2143289344_i32, %13 : i32
          %16 = arith.extsi %15 : i32 to i64
          %c1000003_i64_15 = arith.constant 1000003 : i64
          %17 = arith.muli %arg5, %c1000003_i64_15 : i64
          %18 = arith.addi %17, %16 : i64
          scf.yield %18 : i64
        }
        scf.yield %11 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_13 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_14 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
