// Piece 31 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_get_global"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 31, "release": "22.1.8"}, "seed": 8177484381171951465, "skipped": {}, "smith_version": "0.1.0"}
module {
  memref.global "private" constant @const_i32 : memref<512x384xi32> = dense<42>
  func.func @extract_strided_metadata_of_get_global() -> (memref<i32>, index, index, index, index, index) {
    %0 = memref.get_global @const_i32 : memref<512x384xi32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<512x384xi32> -> memref<i32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
  }
  func.func @smith_harness_0() -> (memref<i32>, index, index, index, index, index) {
    %0:6 = call @extract_strided_metadata_of_get_global() : () -> (memref<i32>, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : memref<i32>, index, index, index, index, index
  }
  func.func @main() {
    %0:6 = call @smith_harness_0() : () -> (memref<i32>, index, index, index, index, index)
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
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_2 : i64
    %13 = arith.addi %12, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_4 : i64
    %17 = arith.addi %16, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_5 : i64
    %19 = arith.addi %18, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_6 : i64
    %21 = arith.addi %20, %9 : i64
    vector.print %21 : i64
    return
  }
}
