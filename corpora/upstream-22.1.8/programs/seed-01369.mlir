// Piece 0 of Integration/Dialect/MemRef/cast-runtime-verification.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_to_static_dim", "cast_to_static_strides", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/MemRef/cast-runtime-verification.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6054904687918918121, "skipped": {"cast_to_ranked": "unranked", "valid_cast": "unranked"}, "smith_version": "0.1.0"}
module {
  func.func @cast_to_static_dim(%arg0: memref<?xf32>) -> memref<10xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    %1 = scf.if %0 -> (memref<?xf32>) {
      scf.yield %arg0 : memref<?xf32>
    } else {
      %alloc = memref.alloc() : memref<10xf32>
      %cst = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
      %cast_0 = memref.cast %alloc : memref<10xf32> to memref<?xf32>
      scf.yield %cast_0 : memref<?xf32>
    }
    %cast = memref.cast %1 : memref<?xf32> to memref<10xf32>
    return %cast : memref<10xf32>
  }
  func.func @cast_to_ranked(%arg0: memref<*xf32>) -> memref<f32> {
    %cast = memref.cast %arg0 : memref<*xf32> to memref<f32>
    return %cast : memref<f32>
  }
  func.func @cast_to_static_strides(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[9], offset: 5>> {
    %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[9], offset: 5>>
    return %cast : memref<?xf32, strided<[9], offset: 5>>
  }
  func.func @valid_cast(%arg0: memref<*xf32>) -> memref<?xf32> {
    %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
    return %cast : memref<?xf32>
  }
  func.func @main_0() {
    %alloc = memref.alloc() : memref<5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5xf32>)
    %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
    %0 = call @cast_to_static_dim(%cast) : (memref<?xf32>) -> memref<10xf32>
    %cast_0 = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    %1 = call @cast_to_ranked(%cast_0) : (memref<*xf32>) -> memref<f32>
    %cast_1 = memref.cast %alloc : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
    %2 = call @cast_to_static_strides(%cast_1) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[9], offset: 5>>
    %3 = call @valid_cast(%cast_0) : (memref<*xf32>) -> memref<?xf32>
    memref.dealloc %alloc : memref<5xf32>
    return
  }
  func.func @smith_harness_0() -> (memref<10xf32>, memref<?xf32>) {
    %c10 = arith.constant 10 : index
    %alloc = memref.alloc(%c10) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -1.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %0 = call @cast_to_static_dim(%alloc) : (memref<?xf32>) -> memref<10xf32>
    return %0, %alloc : memref<10xf32>, memref<?xf32>
  }
  func.func @smith_harness_1() -> (memref<?xf32, strided<[9], offset: 5>>, memref<4xf32>) {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
    %cst_0 = arith.constant 1.400000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [%c4], strides: [%c1] : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
    %0 = call @cast_to_static_strides(%reinterpret_cast) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[9], offset: 5>>
    return %0, %alloc : memref<?xf32, strided<[9], offset: 5>>, memref<4xf32>
  }
  func.func @smith_harness_2() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<10xf32>, memref<?xf32>)
    %1:2 = call @smith_harness_1() : () -> (memref<?xf32, strided<[9], offset: 5>>, memref<4xf32>)
    call @smith_harness_2() : () -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %14 = memref.load %0#0[%arg0] : memref<10xf32>
      %15 = arith.bitcast %14 : f32 to i32
      %16 = arith.cmpf uno, %14, %14 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %17 = arith.select %16, %c2143289344_i32, %15 : i32
      %18 = arith.extsi %17 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %19 = arith.muli %arg1, %c1000003_i64_16 : i64
      %20 = arith.addi %19, %18 : i64
      scf.yield %20 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_2 : memref<?xf32>
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_0 to %dim step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %14 = memref.load %0#1[%arg0] : memref<?xf32>
      %15 = arith.bitcast %14 : f32 to i32
      %16 = arith.cmpf uno, %14, %14 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %17 = arith.select %16, %c2143289344_i32, %15 : i32
      %18 = arith.extsi %17 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %19 = arith.muli %arg1, %c1000003_i64_16 : i64
      %20 = arith.addi %19, %18 : i64
      scf.yield %20 : i64
    }
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = memref.dim %1#0, %c0_6 : memref<?xf32, strided<[9], offset: 5>>
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %14 = memref.load %1#0[%arg0] : memref<?xf32, strided<[9], offset: 5>>
      %15 = arith.bitcast %14 : f32 to i32
      %16 = arith.cmpf uno, %14, %14 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %17 = arith.select %16, %c2143289344_i32, %15 : i32
      %18 = arith.extsi %17 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %19 = arith.muli %arg1, %c1000003_i64_16 : i64
      %20 = arith.addi %19, %18 : i64
      scf.yield %20 : i64
    }
    %c0_9 = arith.constant 0 : index
    %c1_10 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0_9 to %c4 step %c1_10 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %14 = memref.load %1#1[%arg0] : memref<4xf32>
      %15 = arith.bitcast %14 : f32 to i32
      %16 = arith.cmpf uno, %14, %14 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %17 = arith.select %16, %c2143289344_i32, %15 : i32
      %18 = arith.extsi %17 : i32 to i64
      %c1000003_i64_16 = arith.constant 1000003 : i64
      %19 = arith.muli %arg1, %c1000003_i64_16 : i64
      %20 = arith.addi %19, %18 : i64
      scf.yield %20 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_13 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_14 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_15 : i64
    %13 = arith.addi %12, %5 : i64
    vector.print %13 : i64
    return
  }
}
