// Piece 1 of Dialect/Vector/emulate-narrow-type-unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_transfer_read_2d_i4_negative"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/emulate-narrow-type-unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4511078177564896507, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_transfer_read_2d_i4_negative(%arg0: index, %arg1: index) -> vector<2x8xi4> {
    %c0_i4 = arith.constant 0 : i4
    %alloc = memref.alloc() : memref<3x8xi4>
    %c0_i4_0 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4_0 : i4) outs(%alloc : memref<3x8xi4>)
    %c3 = arith.constant 3 : index
    %0 = arith.minui %arg0, %c3 : index
    %c8 = arith.constant 8 : index
    %1 = arith.minui %arg1, %c8 : index
    %2 = vector.transfer_read %alloc[%0, %1], %c0_i4 : memref<3x8xi4>, vector<2x8xi4>
    return %2 : vector<2x8xi4>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<2x8xi4> {
    %0 = call @vector_transfer_read_2d_i4_negative(%arg0, %arg1) : (index, index) -> vector<2x8xi4>
    return %0 : vector<2x8xi4>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c0, %c3) : (index, index) -> vector<2x8xi4>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i4 from vector<2x8xi4>
    %2 = arith.extsi %1 : i4 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i4 from vector<2x8xi4>
    %6 = arith.extsi %5 : i4 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i4 from vector<2x8xi4>
    %10 = arith.extsi %9 : i4 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : i4 from vector<2x8xi4>
    %14 = arith.extsi %13 : i4 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[0, 4] : i4 from vector<2x8xi4>
    %18 = arith.extsi %17 : i4 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[0, 5] : i4 from vector<2x8xi4>
    %22 = arith.extsi %21 : i4 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[0, 6] : i4 from vector<2x8xi4>
    %26 = arith.extsi %25 : i4 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[0, 7] : i4 from vector<2x8xi4>
    %30 = arith.extsi %29 : i4 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0[1, 0] : i4 from vector<2x8xi4>
    %34 = arith.extsi %33 : i4 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %37 = vector.extract %0[1, 1] : i4 from vector<2x8xi4>
    %38 = arith.extsi %37 : i4 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %39 = arith.muli %36, %c1000003_i64_8 : i64
    %40 = arith.addi %39, %38 : i64
    %41 = vector.extract %0[1, 2] : i4 from vector<2x8xi4>
    %42 = arith.extsi %41 : i4 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %43 = arith.muli %40, %c1000003_i64_9 : i64
    %44 = arith.addi %43, %42 : i64
    %45 = vector.extract %0[1, 3] : i4 from vector<2x8xi4>
    %46 = arith.extsi %45 : i4 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %47 = arith.muli %44, %c1000003_i64_10 : i64
    %48 = arith.addi %47, %46 : i64
    %49 = vector.extract %0[1, 4] : i4 from vector<2x8xi4>
    %50 = arith.extsi %49 : i4 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %51 = arith.muli %48, %c1000003_i64_11 : i64
    %52 = arith.addi %51, %50 : i64
    %53 = vector.extract %0[1, 5] : i4 from vector<2x8xi4>
    %54 = arith.extsi %53 : i4 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %55 = arith.muli %52, %c1000003_i64_12 : i64
    %56 = arith.addi %55, %54 : i64
    %57 = vector.extract %0[1, 6] : i4 from vector<2x8xi4>
    %58 = arith.extsi %57 : i4 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %59 = arith.muli %56, %c1000003_i64_13 : i64
    %60 = arith.addi %59, %58 : i64
    %61 = vector.extract %0[1, 7] : i4 from vector<2x8xi4>
    %62 = arith.extsi %61 : i4 to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %63 = arith.muli %60, %c1000003_i64_14 : i64
    %64 = arith.addi %63, %62 : i64
    %c-3750763034362895579_i64_15 = arith.constant -3750763034362895579 : i64
    vector.print %64 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %65 = arith.muli %c-3750763034362895579_i64_15, %c1000003_i64_16 : i64
    %66 = arith.addi %65, %64 : i64
    vector.print %66 : i64
    return
  }
}
