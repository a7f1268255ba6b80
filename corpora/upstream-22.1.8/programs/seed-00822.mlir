// Piece 75 of Dialect/MemRef/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reinterpret_of_extract_strided_metadata_w_constants"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 75, "release": "22.1.8"}, "seed": 5313015977577017122, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reinterpret_of_extract_strided_metadata_w_constants(%arg0: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
    %c8 = arith.constant 8 : index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%c8, 2], strides: [2, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
  }
  func.func @smith_harness_0() -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x2xf32>) {
    %alloc = memref.alloc() : memref<8x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x2xf32>)
    %cst_0 = arith.constant 22.7224064 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<8x2xf32>)
    %0 = call @reinterpret_of_extract_strided_metadata_w_constants(%alloc) : (memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %0, %alloc : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x2xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x2xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %0#0, %c0_0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %0#0, %c1_1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#0[%arg0, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %c8 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %7 = scf.for %arg2 = %c0_3 to %c2 step %c1_4 iter_args(%arg3 = %arg1) -> (i64) {
        %8 = memref.load %0#1[%arg0, %arg2] : memref<8x2xf32>
        %9 = arith.bitcast %8 : f32 to i32
        %10 = arith.cmpf uno, %8, %8 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %11 = arith.select %10, %c2143289344_i32, %9 : i32
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_8 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
