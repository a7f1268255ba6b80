// Piece 8 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-region-branchop-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_nested_if_alloc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-region-branchop-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3062111396619268558, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @loop_nested_if_alloc(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg4 = %arg0 to %arg1 step %0 iter_args(%arg5 = %arg3) -> (memref<2xf32>) {
      %2 = arith.cmpi eq, %arg4, %arg1 : index
      %3 = scf.if %2 -> (memref<2xf32>) {
        %alloc_0 = memref.alloc() : memref<2xf32>
        %cst_1 = arith.constant 0.000000e+00 : f32
        linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<2xf32>)
        scf.yield %alloc_0 : memref<2xf32>
      } else {
        scf.yield %alloc : memref<2xf32>
      }
      scf.yield %3 : memref<2xf32>
    }
    return %1 : memref<2xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (memref<2xf32>, memref<2xf32>) {
    %alloc = memref.alloc() : memref<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2xf32>)
    %0 = call @loop_nested_if_alloc(%arg0, %arg1, %arg2, %alloc) : (index, index, index, memref<2xf32>) -> memref<2xf32>
    return %0, %alloc : memref<2xf32>, memref<2xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%c2, %c3, %c3_0) : (index, index, index) -> (memref<2xf32>, memref<2xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2_1 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<2xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_8 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c2_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<2xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_8 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
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
