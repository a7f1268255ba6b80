// Piece 2 of Dialect/Vector/vector-transfer-flatten.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_dims_mismatch_contiguous"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-flatten.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 2447252023994885170, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_dims_mismatch_contiguous(%arg0: memref<5x4x3x2xi8, strided<[24, 6, 2, 1], offset: ?>>) -> vector<2x3x2xi8> {
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = vector.transfer_read %arg0[%c0, %c0, %c0, %c0], %c0_i8 : memref<5x4x3x2xi8, strided<[24, 6, 2, 1], offset: ?>>, vector<2x3x2xi8>
    return %0 : vector<2x3x2xi8>
  }
  func.func @smith_harness_0() -> (vector<2x3x2xi8>, memref<120xi8>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<120xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<120xi8>)
    %c-3_i8 = arith.constant -3 : i8
    linalg.fill ins(%c-3_i8 : i8) outs(%alloc : memref<120xi8>)
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%c0], sizes: [5, 4, 3, 2], strides: [24, 6, 2, 1] : memref<120xi8> to memref<5x4x3x2xi8, strided<[24, 6, 2, 1], offset: ?>>
    %0 = call @transfer_read_dims_mismatch_contiguous(%reinterpret_cast) : (memref<5x4x3x2xi8, strided<[24, 6, 2, 1], offset: ?>>) -> vector<2x3x2xi8>
    return %0, %alloc : vector<2x3x2xi8>, memref<120xi8>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (vector<2x3x2xi8>, memref<120xi8>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[0, 0, 0] : i8 from vector<2x3x2xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0#0[0, 0, 1] : i8 from vector<2x3x2xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0#0[0, 1, 0] : i8 from vector<2x3x2xi8>
    %10 = arith.extsi %9 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0#0[0, 1, 1] : i8 from vector<2x3x2xi8>
    %14 = arith.extsi %13 : i8 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0#0[0, 2, 0] : i8 from vector<2x3x2xi8>
    %18 = arith.extsi %17 : i8 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0#0[0, 2, 1] : i8 from vector<2x3x2xi8>
    %22 = arith.extsi %21 : i8 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0#0[1, 0, 0] : i8 from vector<2x3x2xi8>
    %26 = arith.extsi %25 : i8 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0#0[1, 0, 1] : i8 from vector<2x3x2xi8>
    %30 = arith.extsi %29 : i8 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0#0[1, 1, 0] : i8 from vector<2x3x2xi8>
    %34 = arith.extsi %33 : i8 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0#0[1, 1, 1] : i8 from vector<2x3x2xi8>
    %38 = arith.extsi %37 : i8 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_8 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0#0[1, 2, 0] : i8 from vector<2x3x2xi8>
    %42 = arith.extsi %41 : i8 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_9 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %0#0[1, 2, 1] : i8 from vector<2x3x2xi8>
    %46 = arith.extsi %45 : i8 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %47 = arith.muli %44, %c1000003_i64_10 : i64
    %48 = arith.addi %47, %46 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c120 = arith.constant 120 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %49 = scf.for %arg0 = %c0 to %c120 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64_11) -> (i64) {
      %54 = memref.load %0#1[%arg0] : memref<120xi8>
      %55 = arith.extsi %54 : i8 to i64
      %c1000003_i64_15 = arith.constant 1000003 : i64
      %56 = arith.muli %arg1, %c1000003_i64_15 : i64
      %57 = arith.addi %56, %55 : i64
      scf.yield %57 : i64
    }
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    vector.print %48 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %50 = arith.muli %c-3750763034362895579_i64_12, %c1000003_i64_13 : i64
    %51 = arith.addi %50, %48 : i64
    vector.print %49 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %52 = arith.muli %51, %c1000003_i64_14 : i64
    %53 = arith.addi %52, %49 : i64
    vector.print %53 : i64
    return
  }
}
