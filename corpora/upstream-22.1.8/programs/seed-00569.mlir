// Piece 0 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-helper-function.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-helper-function.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6241138717285836606, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test(%arg0: index, %arg1: index) -> (memref<5xf32>, memref<5xf32>) {
    %alloc = memref.alloc() : memref<5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5xf32>)
    %alloc_0 = memref.alloc() : memref<5xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<5xf32>)
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg2 = %arg0 to %arg1 step %c1 iter_args(%arg3 = %alloc, %arg4 = %alloc_0) -> (memref<5xf32>, memref<5xf32>) {
      scf.yield %arg4, %arg3 : memref<5xf32>, memref<5xf32>
    }
    return %0#0, %0#1 : memref<5xf32>, memref<5xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (memref<5xf32>, memref<5xf32>) {
    %0:2 = call @test(%arg0, %arg1) : (index, index) -> (memref<5xf32>, memref<5xf32>)
    return %0#0, %0#1 : memref<5xf32>, memref<5xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_0(%c0, %c2) : (index, index) -> (memref<5xf32>, memref<5xf32>)
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = memref.load %0#0[%arg0] : memref<5xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_7 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c5_3 = arith.constant 5 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c5_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<5xf32>
      %8 = arith.bitcast %7 : f32 to i32
      %9 = arith.cmpf uno, %7, %7 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_7 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
