// Piece 19 of Dialect/Vector/vector-transfer-flatten.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_write_dims_mismatch_non_contiguous_non_zero_indices"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-flatten.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 19, "release": "22.1.8"}, "seed": 7759243226530789425, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_write_dims_mismatch_non_contiguous_non_zero_indices(%arg0: vector<2x2xf32>, %arg1: memref<1x3x3x2xf32, strided<[40, 10, 2, 1], offset: ?>>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = arith.remui %arg2, %c3 : index
    %c3_0 = arith.constant 3 : index
    %1 = arith.minui %arg3, %c3_0 : index
    %c2 = arith.constant 2 : index
    vector.transfer_write %arg0, %arg1[%c0, %0, %1, %c0] : vector<2x2xf32>, memref<1x3x3x2xf32, strided<[40, 10, 2, 1], offset: ?>>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x2xf32>, %arg1: index, %arg2: index) -> memref<26xf32> {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<26xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<26xf32>)
    %cst_0 = arith.constant 1.400000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<26xf32>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [1, 3, 3, 2], strides: [40, 10, 2, 1] : memref<26xf32> to memref<1x3x3x2xf32, strided<[40, 10, 2, 1], offset: ?>>
    call @transfer_write_dims_mismatch_non_contiguous_non_zero_indices(%arg0, %reinterpret_cast, %arg1, %arg2) : (vector<2x2xf32>, memref<1x3x3x2xf32, strided<[40, 10, 2, 1], offset: ?>>, index, index) -> ()
    return %alloc : memref<26xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0x7F800000, -7.750000e+00], [0x7F800000, 0.0076896213]]> : vector<2x2xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c1, %c0) : (vector<2x2xf32>, index, index) -> memref<26xf32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c26 = arith.constant 26 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_0 to %c26 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<26xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_3 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
