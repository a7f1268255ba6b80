// Piece 6 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-memoryeffect-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["manual_deallocation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-memoryeffect-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 1545644874964815875, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @manual_deallocation(%arg0: i1, %arg1: f32, %arg2: index) -> f32 {
    %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
    linalg.fill ins(%arg1 : f32) outs(%alloc : memref<5xf32>)
    %alloc_0 = memref.alloc() : memref<5xf32>
    linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<5xf32>)
    %0 = arith.select %arg0, %alloc, %alloc_0 : memref<5xf32>
    %c5 = arith.constant 5 : index
    %1 = arith.remui %arg2, %c5 : index
    %2 = memref.load %0[%1] : memref<5xf32>
    memref.dealloc %alloc {bufferization.manual_deallocation} : memref<5xf32>
    return %2 : f32
  }
  func.func @smith_harness_0(%arg0: i1, %arg1: f32, %arg2: index) -> f32 {
    %0 = call @manual_deallocation(%arg0, %arg1, %arg2) : (i1, f32, index) -> f32
    return %0 : f32
  }
  func.func @main() {
    %false = arith.constant false
    %cst = arith.constant -5.000000e-01 : f32
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%false, %cst, %c2) : (i1, f32, index) -> f32
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
