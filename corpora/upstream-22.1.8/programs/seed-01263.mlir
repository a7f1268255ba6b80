// Piece 11 of Dialect/Vector/vector-emulate-narrow-type-unaligned.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_maskedload_i2_constant_mask_unaligned"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type-unaligned.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 5440209987358704659, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_maskedload_i2_constant_mask_unaligned(%arg0: vector<5xi2>) -> vector<5xi2> {
    %alloc = memref.alloc() : memref<3x5xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<3x5xi2>)
    %cst = arith.constant dense<[false, true, true, true, false]> : vector<5xi1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = vector.maskedload %alloc[%c1, %c0], %cst, %arg0 : memref<3x5xi2>, vector<5xi1>, vector<5xi2> into vector<5xi2>
    return %0 : vector<5xi2>
  }
  func.func @smith_harness_0(%arg0: vector<5xi2>) -> vector<5xi2> {
    %0 = call @vector_maskedload_i2_constant_mask_unaligned(%arg0) : (vector<5xi2>) -> vector<5xi2>
    return %0 : vector<5xi2>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1, 1, -2, -2, 1]> : vector<5xi2>
    %0 = call @smith_harness_0(%cst) : (vector<5xi2>) -> vector<5xi2>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i2 from vector<5xi2>
    %2 = arith.extsi %1 : i2 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i2 from vector<5xi2>
    %6 = arith.extsi %5 : i2 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i2 from vector<5xi2>
    %10 = arith.extsi %9 : i2 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i2 from vector<5xi2>
    %14 = arith.extsi %13 : i2 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[4] : i2 from vector<5xi2>
    %18 = arith.extsi %17 : i2 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %20 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %21 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64_5 : i64
    %22 = arith.addi %21, %20 : i64
    vector.print %22 : i64
    return
  }
}
