// Piece 14 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_alloca_dyn_size"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 2403067509553452113, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_alloca_dyn_size(%arg0: index, %arg1: index, %arg2: index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
    %alloca = memref.alloca(%arg0, %arg1, %arg2) : memref<?x?x4x?xi16>
    %c0_i16 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16 : i16) outs(%alloca : memref<?x?x4x?xi16>)
    %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %alloca : memref<?x?x4x?xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %strides#0, %strides#1, %strides#2, %strides#3 : memref<i16>, index, index, index, index, index, index, index, index, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
    %0:10 = call @extract_strided_metadata_of_alloca_dyn_size(%arg0, %arg1, %arg2) : (index, index, index) -> (memref<i16>, index, index, index, index, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9 : memref<i16>, index, index, index, index, index, index, index, index, index
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c3_1 = arith.constant 3 : index
    %0:10 = call @smith_harness_0(%c3, %c3_0, %c3_1) : (index, index, index) -> (memref<i16>, index, index, index, index, index, index, index, index, index)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<i16>
    %2 = arith.extsi %1 : i16 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = arith.index_cast %0#1 : index to i64
    %6 = arith.index_cast %0#2 : index to i64
    %7 = arith.index_cast %0#3 : index to i64
    %8 = arith.index_cast %0#4 : index to i64
    %9 = arith.index_cast %0#5 : index to i64
    %10 = arith.index_cast %0#6 : index to i64
    %11 = arith.index_cast %0#7 : index to i64
    %12 = arith.index_cast %0#8 : index to i64
    %13 = arith.index_cast %0#9 : index to i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %15 = arith.addi %14, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_4 : i64
    %17 = arith.addi %16, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_5 : i64
    %19 = arith.addi %18, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_6 : i64
    %21 = arith.addi %20, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_7 : i64
    %23 = arith.addi %22, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_8 : i64
    %25 = arith.addi %24, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_9 : i64
    %27 = arith.addi %26, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %28 = arith.muli %27, %c1000003_i64_10 : i64
    %29 = arith.addi %28, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %30 = arith.muli %29, %c1000003_i64_11 : i64
    %31 = arith.addi %30, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_12 : i64
    %33 = arith.addi %32, %13 : i64
    vector.print %33 : i64
    return
  }
}
