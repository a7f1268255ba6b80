// Piece 12 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_alloc_all_static_0_rank"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 1001629540187284354, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_alloc_all_static_0_rank() -> (memref<i16>, index) {
    %alloc = memref.alloc() : memref<i16>
    %c0_i16 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16 : i16) outs(%alloc : memref<i16>)
    %base_buffer, %offset = memref.extract_strided_metadata %alloc : memref<i16> -> memref<i16>, index
    return %base_buffer, %offset : memref<i16>, index
  }
  func.func @smith_harness_0() -> (memref<i16>, index) {
    %0:2 = call @extract_strided_metadata_of_alloc_all_static_0_rank() : () -> (memref<i16>, index)
    return %0#0, %0#1 : memref<i16>, index
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<i16>, index)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i16>
    %2 = arith.extsi %1 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_2 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
