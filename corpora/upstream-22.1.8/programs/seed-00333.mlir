// Piece 95 of Conversion/VectorToLLVM/vector-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["gather_with_zero_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 95, "release": "22.1.8"}, "seed": 8438086970314113360, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @gather_with_zero_mask(%arg0: memref<?xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.constant_mask [0, 0] : vector<2x3xi1>
    %1 = vector.gather %arg0[%c0] [%arg1], %0, %arg2 : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
    return %1 : vector<2x3xf32>
  }
  func.func @smith_harness_0(%arg0: vector<2x3xi32>, %arg1: vector<2x3xf32>) -> (vector<2x3xf32>, memref<?xf32>) {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant -1.000000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    %0 = call @gather_with_zero_mask(%alloc, %arg0, %arg1) : (memref<?xf32>, vector<2x3xi32>, vector<2x3xf32>) -> vector<2x3xf32>
    return %0, %alloc : vector<2x3xf32>, memref<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[868173787, 13, -1], [3, -1, 1475151138]]> : vector<2x3xi32>
    %cst_0 = arith.constant dense<[[-2.500000e-01, -8.750000e+00, 74.6849212], [8.410370e-04, -7.000000e+00, -9.500000e+00]]> : vector<2x3xf32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (vector<2x3xi32>, vector<2x3xf32>) -> (vector<2x3xf32>, memref<?xf32>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0, 0] : f32 from vector<2x3xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %8 = vector.extract %0#0[0, 1] : f32 from vector<2x3xf32>
    %9 = arith.bitcast %8 : f32 to i32
    %10 = arith.cmpf uno, %8, %8 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %11 = arith.select %10, %c2143289344_i32_1, %9 : i32
    %12 = arith.extsi %11 : i32 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %13 = arith.muli %7, %c1000003_i64_2 : i64
    %14 = arith.addi %13, %12 : i64
    %15 = vector.extract %0#0[0, 2] : f32 from vector<2x3xf32>
    %16 = arith.bitcast %15 : f32 to i32
    %17 = arith.cmpf uno, %15, %15 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_3, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %20 = arith.muli %14, %c1000003_i64_4 : i64
    %21 = arith.addi %20, %19 : i64
    %22 = vector.extract %0#0[1, 0] : f32 from vector<2x3xf32>
    %23 = arith.bitcast %22 : f32 to i32
    %24 = arith.cmpf uno, %22, %22 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %25 = arith.select %24, %c2143289344_i32_5, %23 : i32
    %26 = arith.extsi %25 : i32 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %27 = arith.muli %21, %c1000003_i64_6 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[1, 1] : f32 from vector<2x3xf32>
    %30 = arith.bitcast %29 : f32 to i32
    %31 = arith.cmpf uno, %29, %29 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %32 = arith.select %31, %c2143289344_i32_7, %30 : i32
    %33 = arith.extsi %32 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %34 = arith.muli %28, %c1000003_i64_8 : i64
    %35 = arith.addi %34, %33 : i64
    %36 = vector.extract %0#0[1, 2] : f32 from vector<2x3xf32>
    %37 = arith.bitcast %36 : f32 to i32
    %38 = arith.cmpf uno, %36, %36 : f32
    %c2143289344_i32_9 = arith.constant 2143289344 : i32
    %39 = arith.select %38, %c2143289344_i32_9, %37 : i32
    %40 = arith.extsi %39 : i32 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %41 = arith.muli %35, %c1000003_i64_10 : i64
    %42 = arith.addi %41, %40 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_11 = arith.constant 0 : index
    %dim = memref.dim %0#1, %c0_11 : memref<?xf32>
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %43 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %48 = memref.load %0#1[%arg0] : memref<?xf32>
      %49 = arith.bitcast %48 : f32 to i32
      %50 = arith.cmpf uno, %48, %48 : f32
      %c2143289344_i32_16 = arith.constant 2143289344 : i32
      %51 = arith.select %50, %c2143289344_i32_16, %49 : i32
      %52 = arith.extsi %51 : i32 to i64
      %c1000003_i64_17 = arith.constant 1000003 : i64
      %53 = arith.muli %arg1, %c1000003_i64_17 : i64
      %54 = arith.addi %53, %52 : i64
      scf.yield %54 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %42 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %44 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64_14 : i64
    %45 = arith.addi %44, %42 : i64
    vector.print %43 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %46 = arith.muli %45, %c1000003_i64_15 : i64
    %47 = arith.addi %46, %43 : i64
    vector.print %47 : i64
    return
  }
}
