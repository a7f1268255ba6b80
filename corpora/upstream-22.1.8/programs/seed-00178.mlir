// Piece 8 of Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["subview_leading_operands_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 4006502654453995763, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @subview_leading_operands_dynamic(%arg0: memref<5x?xf32>) -> memref<3x?xf32, strided<[?, 1], offset: ?>> {
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<5x?xf32>
    %c1_0 = arith.constant 1 : index
    %dim_1 = memref.dim %arg0, %c1_0 : memref<5x?xf32>
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %0 = arith.maxsi %c1_2, %c1_3 : index
    %1 = arith.ceildivui %dim_1, %0 : index
    %2 = arith.minui %dim, %1 : index
    %subview = memref.subview %arg0[2, 0] [3, %2] [1, 1] : memref<5x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
    return %subview : memref<3x?xf32, strided<[?, 1], offset: ?>>
  }
  func.func @smith_harness_0() -> (memref<3x?xf32, strided<[?, 1], offset: ?>>, memref<5x?xf32>) {
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<5x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5x?xf32>)
    %cst_0 = arith.constant 0.0549094677 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<5x?xf32>)
    %0 = call @subview_leading_operands_dynamic(%alloc) : (memref<5x?xf32>) -> memref<3x?xf32, strided<[?, 1], offset: ?>>
    return %0, %alloc : memref<3x?xf32, strided<[?, 1], offset: ?>>, memref<5x?xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<3x?xf32, strided<[?, 1], offset: ?>>, memref<5x?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %dim = memref.dim %0#0, %c1_0 : memref<3x?xf32, strided<[?, 1], offset: ?>>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<3x?xf32, strided<[?, 1], offset: ?>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = memref.dim %0#1, %c1_3 : memref<5x?xf32>
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c5 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_1 to %dim_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<5x?xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
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
