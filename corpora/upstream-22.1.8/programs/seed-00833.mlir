// Piece 9 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_expand_shape_all_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 6871366398711774014, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_expand_shape_all_static(%arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [3, 5, 2, 2, 2] : memref<30x4xi16> into memref<3x5x2x2x2xi16>
    %base_buffer, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x2x2xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  }
  func.func @smith_harness_0() -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index, memref<30x4xi16>) {
    %alloc = memref.alloc() : memref<30x4xi16>
    %c0_i16 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16 : i16) outs(%alloc : memref<30x4xi16>)
    %c0_i16_0 = arith.constant 0 : i16
    linalg.fill ins(%c0_i16_0 : i16) outs(%alloc : memref<30x4xi16>)
    %0:12 = call @extract_strided_metadata_of_expand_shape_all_static(%alloc) : (memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %alloc : memref<i16>, index, index, index, index, index, index, index, index, index, index, index, memref<30x4xi16>
  }
  func.func @main() {
    %0:13 = call @smith_harness_0() : () -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index, memref<30x4xi16>)
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
    %14 = arith.index_cast %0#10 : index to i64
    %15 = arith.index_cast %0#11 : index to i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c30 = arith.constant 30 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %16 = scf.for %arg0 = %c0_0 to %c30 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %43 = scf.for %arg2 = %c0_0 to %c4 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %44 = memref.load %0#12[%arg0, %arg2] : memref<30x4xi16>
        %45 = arith.extsi %44 : i16 to i64
        %c1000003_i64_17 = arith.constant 1000003 : i64
        %46 = arith.muli %arg3, %c1000003_i64_17 : i64
        %47 = arith.addi %46, %45 : i64
        scf.yield %47 : i64
      }
      scf.yield %43 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %18 = arith.addi %17, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %19 = arith.muli %18, %c1000003_i64_5 : i64
    %20 = arith.addi %19, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %21 = arith.muli %20, %c1000003_i64_6 : i64
    %22 = arith.addi %21, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %23 = arith.muli %22, %c1000003_i64_7 : i64
    %24 = arith.addi %23, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %25 = arith.muli %24, %c1000003_i64_8 : i64
    %26 = arith.addi %25, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %27 = arith.muli %26, %c1000003_i64_9 : i64
    %28 = arith.addi %27, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %29 = arith.muli %28, %c1000003_i64_10 : i64
    %30 = arith.addi %29, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %31 = arith.muli %30, %c1000003_i64_11 : i64
    %32 = arith.addi %31, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %33 = arith.muli %32, %c1000003_i64_12 : i64
    %34 = arith.addi %33, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %35 = arith.muli %34, %c1000003_i64_13 : i64
    %36 = arith.addi %35, %13 : i64
    vector.print %14 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %37 = arith.muli %36, %c1000003_i64_14 : i64
    %38 = arith.addi %37, %14 : i64
    vector.print %15 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %39 = arith.muli %38, %c1000003_i64_15 : i64
    %40 = arith.addi %39, %15 : i64
    vector.print %16 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %41 = arith.muli %40, %c1000003_i64_16 : i64
    %42 = arith.addi %41, %16 : i64
    vector.print %42 : i64
    return
  }
}
