// Piece 5 of Conversion/VectorToLLVM/vector-xfer-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_write_1d_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-xfer-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 4055560434580878890, "skipped": {"transfer_read_write_1d_mask_scalable": "scalable"}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_write_1d_mask(%arg0: memref<?xf32>, %arg1: index) -> vector<5xf32> {
    %cst = arith.constant dense<[false, false, true, false, true]> : vector<5xi1>
    %cst_0 = arith.constant 7.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = arith.minui %arg1, %dim : index
    %1 = vector.transfer_read %arg0[%0], %cst_0, %cst : memref<?xf32>, vector<5xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32>
    %2 = arith.minui %arg1, %dim_2 : index
    vector.transfer_write %1, %arg0[%2], %cst : vector<5xf32>, memref<?xf32>
    return %1 : vector<5xf32>
  }
  func.func @smith_harness_0(%arg0: index) -> (vector<5xf32>, memref<?xf32>) {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.350000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %0 = call @transfer_read_write_1d_mask(%alloc, %arg0) : (memref<?xf32>, index) -> vector<5xf32>
    return %0, %alloc : vector<5xf32>, memref<?xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0:2 = call @smith_harness_0(%c0) : (index) -> (vector<5xf32>, memref<?xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0] : f32 from vector<5xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[1] : f32 from vector<5xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_0 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_0, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_1 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[2] : f32 from vector<5xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_2 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_2, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[3] : f32 from vector<5xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_4 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_4, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[4] : f32 from vector<5xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_6 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_6, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_7 : i64
    %35 = arith.addi %34, %33 : i64
    %c0_8 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_9 : memref<?xf32>
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %36 = scf.for %arg0 = %c0_8 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %41 = memref.load %0#1[%arg0] : memref<?xf32>
      %42 = arith.bitcast %41 : f32 to i32
      %43 = arith.cmpf uno, %41, %41 : f32
      %c2143289344_i32_14 = arith.constant 2143289344 : i32
      %44 = arith.select %43, %c2143289344_i32_14, %42 : i32
      %45 = arith.extsi %44 : i32 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %46 = arith.muli %arg1, %c1000003_i64_15 : i64
      %47 = arith.addi %46, %45 : i64
      scf.yield %47 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %35 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %37 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64_12 : i64
    %38 = arith.addi %37, %35 : i64
    vector.print %36 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %39 = arith.muli %38, %c1000003_i64_13 : i64
    %40 = arith.addi %39, %36 : i64
    vector.print %40 : i64
    return
  }
}
