// Piece 67 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_cast_w_csts"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 67, "release": "22.1.8"}, "seed": 6334278536570329489, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_cast_w_csts(%arg0: memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (memref<i32>, index, index, index, index, index) {
    %cast = memref.cast %arg0 : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<4x?xi32, strided<[?, 18], offset: 25>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<4x?xi32, strided<[?, 18], offset: 25>> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
  }
  func.func @smith_harness_0() -> (memref<i32>, index, index, index, index, index, memref<16xi32>) {
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<16xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<16xi32>)
    %c0_i32_1 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32_1 : i32) outs(%alloc : memref<16xi32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [%c4, %c4], strides: [%c4_0, %c1] : memref<16xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    %0:6 = call @extract_strided_metadata_of_cast_w_csts(%reinterpret_cast) : (memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (memref<i32>, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %alloc : memref<i32>, index, index, index, index, index, memref<16xi32>
  }
  func.func @main() {
    %0:7 = call @smith_harness_0() : () -> (memref<i32>, index, index, index, index, index, memref<16xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
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
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %10 = scf.for %arg0 = %c0_0 to %c16 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %25 = memref.load %0#6[%arg0] : memref<16xi32>
      %26 = arith.extsi %25 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %27 = arith.muli %arg1, %c1000003_i64_11 : i64
      %28 = arith.addi %27, %26 : i64
      scf.yield %28 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_5 : i64
    %14 = arith.addi %13, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_6 : i64
    %16 = arith.addi %15, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %17 = arith.muli %16, %c1000003_i64_7 : i64
    %18 = arith.addi %17, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_8 : i64
    %20 = arith.addi %19, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_9 : i64
    %22 = arith.addi %21, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_10 : i64
    %24 = arith.addi %23, %10 : i64
    vector.print %24 : i64
    return
  }
}
