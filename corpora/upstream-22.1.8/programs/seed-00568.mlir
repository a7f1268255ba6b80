// Piece 4 of Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-function-boundaries.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["private_callee", "caller"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/OwnershipBasedBufferDeallocation/dealloc-function-boundaries.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 4607991375482110638, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @private_callee(%arg0: memref<f32>) -> memref<f32> {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    return %alloc : memref<f32>
  }
  func.func @caller() -> f32 {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %0 = call @private_callee(%alloc) : (memref<f32>) -> memref<f32>
    %1 = memref.load %0[] : memref<f32>
    return %1 : f32
  }
  func.func @smith_harness_0() -> (memref<f32>, memref<f32>) {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant -0.0608009733 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    %0 = call @private_callee(%alloc) : (memref<f32>) -> memref<f32>
    return %0, %alloc : memref<f32>, memref<f32>
  }
  func.func @smith_harness_1() -> f32 {
    %0 = call @caller() : () -> f32
    return %0 : f32
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<f32>, memref<f32>)
    %1 = call @smith_harness_1() : () -> f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = memref.load %0#0[] : memref<f32>
    %3 = arith.bitcast %2 : f32 to i32
    %4 = arith.cmpf uno, %2, %2 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %6 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %9 = memref.load %0#1[] : memref<f32>
    %10 = arith.bitcast %9 : f32 to i32
    %11 = arith.cmpf uno, %9, %9 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %12 = arith.select %11, %c2143289344_i32_3, %10 : i32
    %13 = arith.extsi %12 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_4 : i64
    %15 = arith.addi %14, %13 : i64
    %16 = arith.bitcast %1 : f32 to i32
    %17 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_5, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %8 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %20 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64_7 : i64
    %21 = arith.addi %20, %8 : i64
    vector.print %15 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_8 : i64
    %23 = arith.addi %22, %15 : i64
    vector.print %19 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_9 : i64
    %25 = arith.addi %24, %19 : i64
    vector.print %25 : i64
    return
  }
}
