// Piece 27 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_extract_strided_metadata"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 7738229407441948179, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_extract_strided_metadata(%arg0: memref<i32>) -> (memref<i32>, index) {
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i32> -> memref<i32>, index
    %base_buffer_0, %offset_1 = memref.extract_strided_metadata %base_buffer : memref<i32> -> memref<i32>, index
    return %base_buffer_0, %offset_1 : memref<i32>, index
  }
  func.func @smith_harness_0() -> (memref<i32>, index, memref<i32>) {
    %alloc = memref.alloc() : memref<i32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<i32>)
    %c-16_i32 = arith.constant -16 : i32
    linalg.fill ins(%c-16_i32 : i32) outs(%alloc : memref<i32>)
    %0:2 = call @extract_strided_metadata_of_extract_strided_metadata(%alloc) : (memref<i32>) -> (memref<i32>, index)
    return %0#0, %0#1, %alloc : memref<i32>, index, memref<i32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<i32>, index, memref<i32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i32>
    %2 = arith.extsi %1 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = arith.index_cast %0#1 : index to i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %6 = memref.load %0#2[] : memref<i32>
    %7 = arith.extsi %6 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %9 = arith.addi %8, %7 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_6 : i64
    %13 = arith.addi %12, %5 : i64
    vector.print %9 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_7 : i64
    %15 = arith.addi %14, %9 : i64
    vector.print %15 : i64
    return
  }
}
