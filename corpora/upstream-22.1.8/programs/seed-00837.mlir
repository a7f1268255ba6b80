// Piece 24 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 5822212735776402736, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3, 4]] : memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> into memref<6x1xi32, strided<[?, ?], offset: ?>>
    return %collapse_shape : memref<6x1xi32, strided<[?, ?], offset: ?>>
  }
  func.func @smith_harness_0() -> (memref<6x1xi32, strided<[?, ?], offset: ?>>, memref<11xi32>) {
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<11xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<11xi32>)
    %c-1_i32 = arith.constant -1 : i32
    linalg.fill ins(%c-1_i32 : i32) outs(%alloc : memref<11xi32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [2, 3, 1, 1, 1], strides: [%c6, %c2, %c2_0, %c2_1, 2] : memref<11xi32> to memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>
    %0 = call @simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride(%reinterpret_cast) : (memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>>
    return %0, %alloc : memref<6x1xi32, strided<[?, ?], offset: ?>>, memref<11xi32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<6x1xi32, strided<[?, ?], offset: ?>>, memref<11xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c6 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<6x1xi32, strided<[?, ?], offset: ?>>
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_6 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %7 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c11 = arith.constant 11 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c11 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %7 = memref.load %0#1[%arg0] : memref<11xi32>
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_6 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_5 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
