// Piece 1 of Dialect/Vector/flatten-memref-and-emulate-narrow-types.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_maskedload_2d_i4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/flatten-memref-and-emulate-narrow-types.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 884012890296177735, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_maskedload_2d_i4(%arg0: index, %arg1: vector<8xi4>) -> vector<8xi4> {
    %alloc = memref.alloc() : memref<4x8xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<4x8xi4>)
    %0 = vector.constant_mask [6] : vector<8xi1>
    %1 = vector.maskedload %alloc[%arg0, %arg0], %0, %arg1 : memref<4x8xi4>, vector<8xi1>, vector<8xi4> into vector<8xi4>
    return %1 : vector<8xi4>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: vector<8xi4>) -> vector<8xi4> {
    %0 = call @vector_maskedload_2d_i4(%arg0, %arg1) : (index, vector<8xi4>) -> vector<8xi4>
    return %0 : vector<8xi4>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[-7, -2, 3, -1, -4, -1, 1, 7]> : vector<8xi4>
    %0 = call @smith_harness_0(%c2, %cst) : (index, vector<8xi4>) -> vector<8xi4>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i4 from vector<8xi4>
    %2 = arith.extsi %1 : i4 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i4 from vector<8xi4>
    %6 = arith.extsi %5 : i4 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i4 from vector<8xi4>
    %10 = arith.extsi %9 : i4 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i4 from vector<8xi4>
    %14 = arith.extsi %13 : i4 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[4] : i4 from vector<8xi4>
    %18 = arith.extsi %17 : i4 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[5] : i4 from vector<8xi4>
    %22 = arith.extsi %21 : i4 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[6] : i4 from vector<8xi4>
    %26 = arith.extsi %25 : i4 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[7] : i4 from vector<8xi4>
    %30 = arith.extsi %29 : i4 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %32 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %33 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_8 : i64
    %34 = arith.addi %33, %32 : i64
    vector.print %34 : i64
    return
  }
}
