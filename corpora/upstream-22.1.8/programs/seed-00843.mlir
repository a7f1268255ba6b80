// Piece 0 of Dialect/MemRef/flatten_memref.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["load_scalar_from_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/flatten_memref.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1932333956078493504, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @load_scalar_from_memref(%arg0: memref<4x8xf32, strided<[8, 1], offset: 100>>) -> f32 {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = memref.load %arg0[%c1, %c2] : memref<4x8xf32, strided<[8, 1], offset: 100>>
    return %0 : f32
  }
  func.func @smith_harness_0() -> (f32, memref<132xf32>) {
    %alloc = memref.alloc() : memref<132xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<132xf32>)
    %cst_0 = arith.constant -0.00442193355 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<132xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [100], sizes: [4, 8], strides: [8, 1] : memref<132xf32> to memref<4x8xf32, strided<[8, 1], offset: 100>>
    %0 = call @load_scalar_from_memref(%reinterpret_cast) : (memref<4x8xf32, strided<[8, 1], offset: 100>>) -> f32
    return %0, %alloc : f32, memref<132xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (f32, memref<132xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c132 = arith.constant 132 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %c132 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = memref.load %0#1[%arg0] : memref<132xf32>
      %11 = arith.bitcast %10 : f32 to i32
      %12 = arith.cmpf uno, %10, %10 : f32
      %c2143289344_i32_2 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32_2, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_3 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
