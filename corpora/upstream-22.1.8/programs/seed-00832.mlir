// Piece 2 of Dialect/MemRef/expand-strided-metadata.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["extract_strided_metadata_of_subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/expand-strided-metadata.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3978460730965103689, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @extract_strided_metadata_of_subview(%arg0: memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index) {
    %subview = memref.subview %arg0[0, 2] [2, 2] [1, 1] : memref<5x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<2x2xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
  }
  func.func @smith_harness_0() -> (memref<f32>, index, index, index, index, index, memref<5x4xf32>) {
    %alloc = memref.alloc() : memref<5x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5x4xf32>)
    %cst_0 = arith.constant -0.00726654055 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<5x4xf32>)
    %0:6 = call @extract_strided_metadata_of_subview(%alloc) : (memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %alloc : memref<f32>, index, index, index, index, index, memref<5x4xf32>
  }
  func.func @main() {
    %0:7 = call @smith_harness_0() : () -> (memref<f32>, index, index, index, index, index, memref<5x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0#0[] : memref<f32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = arith.index_cast %0#1 : index to i64
    %9 = arith.index_cast %0#2 : index to i64
    %10 = arith.index_cast %0#3 : index to i64
    %11 = arith.index_cast %0#4 : index to i64
    %12 = arith.index_cast %0#5 : index to i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %13 = scf.for %arg0 = %c0_0 to %c5 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %28 = scf.for %arg2 = %c0_0 to %c4 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %29 = memref.load %0#6[%arg0, %arg2] : memref<5x4xf32>
        %30 = arith.bitcast %29 : f32 to i32
        %31 = arith.cmpf uno, %29, %29 : f32
        %c2143289344_i32_11 = arith.constant 2143289344 : i32
        %32 = arith.select %31, %c2143289344_i32_11, %30 : i32
        %33 = arith.extsi %32 : i32 to i64
        %c1000003_i64_12 = arith.constant 1000003 : i64
        %34 = arith.muli %arg3, %c1000003_i64_12 : i64
        %35 = arith.addi %34, %33 : i64
        scf.yield %35 : i64
      }
      scf.yield %28 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_5 : i64
    %17 = arith.addi %16, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_6 : i64
    %19 = arith.addi %18, %9 : i64
    vector.print %10 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_7 : i64
    %21 = arith.addi %20, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_8 : i64
    %23 = arith.addi %22, %11 : i64
    vector.print %12 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_9 : i64
    %25 = arith.addi %24, %12 : i64
    vector.print %13 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_10 : i64
    %27 = arith.addi %26, %13 : i64
    vector.print %27 : i64
    return
  }
}
