// Piece 0 of Dialect/Linalg/standard.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dot"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/standard.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5065988003412371475, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dot(%arg0: memref<?xf32, strided<[1], offset: ?>>, %arg1: memref<?xf32, strided<[1], offset: ?>>, %arg2: memref<f32>) {
    linalg.dot ins(%arg0, %arg1 : memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) outs(%arg2 : memref<f32>)
    return
  }
  func.func @smith_harness_0() -> (memref<2xf32>, memref<2xf32>, memref<f32>) {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    %cst_0 = arith.constant 0xFF800000 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [%c2], strides: [1] : memref<2xf32> to memref<?xf32, strided<[1], offset: ?>>
    %c2_1 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %alloc_3 = memref.alloc() : memref<2xf32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_4 : f32) outs(%alloc_3 : memref<2xf32>)
    %cst_5 = arith.constant 0.0858706385 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_3 : memref<2xf32>)
    %reinterpret_cast_6 = memref.reinterpret_cast %alloc_3 to offset: [%c0_2], sizes: [%c2_1], strides: [1] : memref<2xf32> to memref<?xf32, strided<[1], offset: ?>>
    %alloc_7 = memref.alloc() : memref<f32>
    %cst_8 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_8 : f32) outs(%alloc_7 : memref<f32>)
    %cst_9 = arith.constant 1.150000e+01 : f32
    linalg.fill ins(%cst_9 : f32) outs(%alloc_7 : memref<f32>)
    call @dot(%reinterpret_cast, %reinterpret_cast_6, %alloc_7) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32>) -> ()
    return %alloc, %alloc_3, %alloc_7 : memref<2xf32>, memref<2xf32>, memref<f32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<2xf32>, memref<2xf32>, memref<f32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %16 = memref.load %0#0[%arg0] : memref<2xf32>
      %17 = arith.bitcast %16 : f32 to i32
      %18 = arith.cmpf uno, %16, %16 : f32
      %c2143289344_i32_11 = arith.constant 2143289344 : i32
      %19 = arith.select %18, %c2143289344_i32_11, %17 : i32
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_12 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c2_2 = arith.constant 2 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c2_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %16 = memref.load %0#1[%arg0] : memref<2xf32>
      %17 = arith.bitcast %16 : f32 to i32
      %18 = arith.cmpf uno, %16, %16 : f32
      %c2143289344_i32_11 = arith.constant 2143289344 : i32
      %19 = arith.select %18, %c2143289344_i32_11, %17 : i32
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_12 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %3 = memref.load %0#2[] : memref<f32>
    %4 = arith.bitcast %3 : f32 to i32
    %5 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %9 = arith.addi %8, %7 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %11 = arith.addi %10, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_9 : i64
    %13 = arith.addi %12, %2 : i64
    vector.print %9 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_10 : i64
    %15 = arith.addi %14, %9 : i64
    vector.print %15 : i64
    return
  }
}
