// Piece 6 of Transforms/compose-subview.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["subview_strided"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/compose-subview.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 6348817952381310217, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @subview_strided(%arg0: memref<4x1024xf32>) -> memref<1x64xf32, strided<[4096, 4], offset: ?>> {
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c2_0 = arith.constant 2 : index
    %0 = arith.remui %c2, %c2_0 : index
    %subview = memref.subview %arg0[%0, 256] [2, 256] [2, 2] : memref<4x1024xf32> to memref<2x256xf32, strided<[2048, 2], offset: ?>>
    %c130 = arith.constant 130 : index
    %subview_1 = memref.subview %subview[1, %c64] [1, 64] [2, 2] : memref<2x256xf32, strided<[2048, 2], offset: ?>> to memref<1x64xf32, strided<[4096, 4], offset: ?>>
    return %subview_1 : memref<1x64xf32, strided<[4096, 4], offset: ?>>
  }
  func.func @smith_harness_0() -> (memref<1x64xf32, strided<[4096, 4], offset: ?>>, memref<4x1024xf32>) {
    %alloc = memref.alloc() : memref<4x1024xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x1024xf32>)
    %cst_0 = arith.constant -3.10915685 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x1024xf32>)
    %0 = call @subview_strided(%alloc) : (memref<4x1024xf32>) -> memref<1x64xf32, strided<[4096, 4], offset: ?>>
    return %0, %alloc : memref<1x64xf32, strided<[4096, 4], offset: ?>>, memref<4x1024xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<1x64xf32, strided<[4096, 4], offset: ?>>, memref<4x1024xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c64 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<1x64xf32, strided<[4096, 4], offset: ?>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_6 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1024 = arith.constant 1024 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c4 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %c1024 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<4x1024xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_6 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
