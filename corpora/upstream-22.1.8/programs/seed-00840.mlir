// Piece 30 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_reinterpret_cast_rank0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 7413481956600357617, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_reinterpret_cast_rank0(%arg0: memref<i32, strided<[], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (memref<i32>, index, index, index, index, index) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, %arg3], strides: [%arg4, %arg5] : memref<i32, strided<[], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (memref<i32>, index, index, index, index, index, memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<1xi32>)
    %c-1_i32 = arith.constant -1 : i32
    linalg.fill ins(%c-1_i32 : i32) outs(%alloc : memref<1xi32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [], strides: [] : memref<1xi32> to memref<i32, strided<[], offset: ?>>
    %0:6 = call @extract_strided_metadata_of_reinterpret_cast_rank0(%reinterpret_cast, %arg0, %arg1, %arg2, %arg3, %arg4) : (memref<i32, strided<[], offset: ?>>, index, index, index, index, index) -> (memref<i32>, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %alloc : memref<i32>, index, index, index, index, index, memref<1xi32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %0:7 = call @smith_harness_0(%c0, %c3, %c1, %c2, %c2_0) : (index, index, index, index, index) -> (memref<i32>, index, index, index, index, index, memref<1xi32>)
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = arith.index_cast %0#1 : index to i64
    %6 = arith.index_cast %0#2 : index to i64
    %7 = arith.index_cast %0#3 : index to i64
    %8 = arith.index_cast %0#4 : index to i64
    %9 = arith.index_cast %0#5 : index to i64
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    %10 = scf.for %arg0 = %c0_3 to %c1_5 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_6) -> (i64) {
      %25 = memref.load %0#6[%arg0] : memref<1xi32>
      %26 = arith.extsi %25 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %27 = arith.muli %arg1, %c1000003_i64_15 : i64
      %28 = arith.addi %27, %26 : i64
      scf.yield %28 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_9 : i64
    %14 = arith.addi %13, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_10 : i64
    %16 = arith.addi %15, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %17 = arith.muli %16, %c1000003_i64_11 : i64
    %18 = arith.addi %17, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_12 : i64
    %20 = arith.addi %19, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_13 : i64
    %22 = arith.addi %21, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_14 : i64
    %24 = arith.addi %23, %10 : i64
    vector.print %24 : i64
    return
  }
}
