// Piece 0 of Conversion/MemRefToLLVM/memref-to-llvm-with-transforms.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["subview_folder"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm-with-transforms.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4099223250435760391, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @subview_folder(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?xf32, strided<[100, 1], offset: ?>> {
    %c100 = arith.constant 100 : index
    %c100_0 = arith.constant 100 : index
    %0 = arith.minui %arg3, %c100_0 : index
    %c100_1 = arith.constant 100 : index
    %c100_2 = arith.constant 100 : index
    %1 = arith.minui %arg4, %c100_2 : index
    %c100_3 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %2 = arith.subi %0, %c1_4 : index
    %3 = arith.muli %2, %c1 : index
    %4 = arith.subi %c100_3, %3 : index
    %c1_5 = arith.constant 1 : index
    %5 = arith.maxsi %4, %c1_5 : index
    %6 = arith.remui %arg1, %5 : index
    %c100_6 = arith.constant 100 : index
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %7 = arith.subi %1, %c1_8 : index
    %8 = arith.muli %7, %c1_7 : index
    %9 = arith.subi %c100_6, %8 : index
    %c1_9 = arith.constant 1 : index
    %10 = arith.maxsi %9, %c1_9 : index
    %11 = arith.remui %arg2, %10 : index
    %subview = memref.subview %arg0[%6, %11] [%0, %1] [1, 1] : memref<100x100xf32> to memref<?x?xf32, strided<[100, 1], offset: ?>>
    return %subview : memref<?x?xf32, strided<[100, 1], offset: ?>>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?xf32, strided<[100, 1], offset: ?>>, memref<100x100xf32>) {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    %cst_0 = arith.constant -1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<100x100xf32>)
    %0 = call @subview_folder(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<100x100xf32>, index, index, index, index) -> memref<?x?xf32, strided<[100, 1], offset: ?>>
    return %0, %alloc : memref<?x?xf32, strided<[100, 1], offset: ?>>, memref<100x100xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c1, %c2, %c2_0, %c2_1) : (index, index, index, index) -> (memref<?x?xf32, strided<[100, 1], offset: ?>>, memref<100x100xf32>)
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_3 : memref<?x?xf32, strided<[100, 1], offset: ?>>
    %c1_4 = arith.constant 1 : index
    %dim_5 = memref.dim %0#0, %c1_4 : memref<?x?xf32, strided<[100, 1], offset: ?>>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_5 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32, strided<[100, 1], offset: ?>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_12 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c100_8 = arith.constant 100 : index
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_6 to %c100 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %7 = scf.for %arg2 = %c0_6 to %c100_8 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<100x100xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_12 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_11 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
