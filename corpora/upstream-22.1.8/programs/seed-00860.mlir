// Piece 33 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_store_subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 8000972831944521551, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_store_subview(%arg0: memref<24x64xf32>, %arg1: index, %arg2: index, %arg3: vector<2x32xf32>, %arg4: index, %arg5: index, %arg6: index) {
    %c24 = arith.constant 24 : index
    %c24_0 = arith.constant 24 : index
    %0 = arith.minui %arg5, %c24_0 : index
    %c64 = arith.constant 64 : index
    %c64_1 = arith.constant 64 : index
    %1 = arith.minui %arg6, %c64_1 : index
    %c24_2 = arith.constant 24 : index
    %c1 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %2 = arith.subi %0, %c1_3 : index
    %3 = arith.muli %2, %c1 : index
    %4 = arith.subi %c24_2, %3 : index
    %c1_4 = arith.constant 1 : index
    %5 = arith.maxsi %4, %c1_4 : index
    %6 = arith.remui %arg1, %5 : index
    %c64_5 = arith.constant 64 : index
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %7 = arith.subi %1, %c1_7 : index
    %8 = arith.muli %7, %c1_6 : index
    %9 = arith.subi %c64_5, %8 : index
    %c1_8 = arith.constant 1 : index
    %10 = arith.maxsi %9, %c1_8 : index
    %11 = arith.remui %arg2, %10 : index
    %subview = memref.subview %arg0[%6, %11] [%0, %1] [1, 1] : memref<24x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %subview, %c0 : memref<?x?xf32, strided<[64, 1], offset: ?>>
    %c2 = arith.constant 2 : index
    %c1_9 = arith.constant 1 : index
    %12 = arith.subi %c2, %c1_9 : index
    %13 = arith.subi %dim, %12 : index
    %c1_10 = arith.constant 1 : index
    %14 = arith.maxsi %13, %c1_10 : index
    %15 = arith.remui %arg4, %14 : index
    %c1_11 = arith.constant 1 : index
    %dim_12 = memref.dim %subview, %c1_11 : memref<?x?xf32, strided<[64, 1], offset: ?>>
    %c32 = arith.constant 32 : index
    %c1_13 = arith.constant 1 : index
    %16 = arith.subi %c32, %c1_13 : index
    %17 = arith.subi %dim_12, %16 : index
    %c1_14 = arith.constant 1 : index
    %18 = arith.maxsi %17, %c1_14 : index
    %19 = arith.remui %arg4, %18 : index
    vector.store %arg3, %subview[%15, %19] : memref<?x?xf32, strided<[64, 1], offset: ?>>, vector<2x32xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: vector<2x32xf32>, %arg3: index, %arg4: index, %arg5: index) -> memref<24x64xf32> {
    %alloc = memref.alloc() : memref<24x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<24x64xf32>)
    %cst_0 = arith.constant 8.250000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<24x64xf32>)
    call @fold_vector_store_subview(%alloc, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (memref<24x64xf32>, index, index, vector<2x32xf32>, index, index, index) -> ()
    return %alloc : memref<24x64xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<[[1.050000e+01, 1.350000e+01, -0.000000e+00, -6.250000e+00, 1.400000e+01, -5.52400446, -1.425000e+01, -0.00245259539, 2.34466887, -8.750000e+00, -6.250000e+00, -5.250000e+00, -0.160332143, 1.550000e+01, 8.500000e+00, 1.400000e+01, 1.325000e+01, 5.75025915E-4, -2.000000e+00, 5.500000e+00, -8.52124285E-5, -4.77684691E-4, -8.02478753E-4, -1.325000e+01, 6.000000e+00, 1.500000e+01, 2.500000e-01, -9.750000e+00, -32.7207298, -7.750000e+00, 0.000000e+00, 1.100000e+01], [-1.150000e+01, 2.99225283, 652.28009, 6.24775887E-4, 0.00823397655, -3.750000e+00, 9199.19726, -1.550000e+01, 14.6905708, -7029.729, -1.250000e+01, -0.00706913508, 6.21498584, 1.275000e+01, 1.400000e+01, 6.750000e+00, 1.000000e+00, 125.184593, 5.204840e-04, 7.67379941E-4, -9.000000e+00, 1253.98657, -1.000000e+01, 20.7928734, 1.475000e+01, 42.8013039, 78.607933, 4.000000e+00, -1.475000e+01, 42.6861725, 6.250000e+00, 0.00378770614]]> : vector<2x32xf32>
    %c1_0 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c2, %c1, %cst, %c1_0, %c0, %c1_1) : (index, index, vector<2x32xf32>, index, index, index) -> memref<24x64xf32>
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c24 = arith.constant 24 : index
    %c64 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c24 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %c64 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<24x64xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_5 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
