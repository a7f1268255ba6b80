// Piece 1 of Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6890214207704293907, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @subview(%arg0: memref<64x4xf32, strided<[4, 1]>>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg1, %c1 : index
    %1 = arith.ceildivui %c64, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c4 = arith.constant 4 : index
    %c1_0 = arith.constant 1 : index
    %3 = arith.maxsi %arg2, %c1_0 : index
    %4 = arith.ceildivui %c4, %3 : index
    %5 = arith.minui %arg2, %4 : index
    %c64_1 = arith.constant 64 : index
    %c1_2 = arith.constant 1 : index
    %6 = arith.subi %2, %c1_2 : index
    %7 = arith.muli %6, %arg1 : index
    %8 = arith.subi %c64_1, %7 : index
    %c1_3 = arith.constant 1 : index
    %9 = arith.maxsi %8, %c1_3 : index
    %10 = arith.remui %arg1, %9 : index
    %c4_4 = arith.constant 4 : index
    %c1_5 = arith.constant 1 : index
    %11 = arith.subi %5, %c1_5 : index
    %12 = arith.muli %11, %arg2 : index
    %13 = arith.subi %c4_4, %12 : index
    %c1_6 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_6 : index
    %15 = arith.remui %arg2, %14 : index
    %subview = memref.subview %arg0[%10, %15] [%2, %5] [%arg1, %arg2] : memref<64x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %subview : memref<?x?xf32, strided<[?, ?], offset: ?>>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<256xf32>) {
    %alloc = memref.alloc() : memref<256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<256xf32>)
    %cst_0 = arith.constant 5586.93896 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<256xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [64, 4], strides: [4, 1] : memref<256xf32> to memref<64x4xf32, strided<[4, 1]>>
    %0 = call @subview(%reinterpret_cast, %arg0, %arg1, %arg2) : (memref<64x4xf32, strided<[4, 1]>>, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %0, %alloc : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<256xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c2_0 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c2, %c3, %c2_0) : (index, index, index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<256xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_2 = arith.constant 1 : index
    %dim_3 = memref.dim %0#0, %c1_2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_9 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_9 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_4 to %c256 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<256xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_9 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_9 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
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
