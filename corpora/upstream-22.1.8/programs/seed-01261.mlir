// Piece 0 of Dialect/Vector/vector-emulate-narrow-type-unaligned.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_load_i2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type-unaligned.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5070011323139681703, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_load_i2() -> vector<3x3xi2> {
    %alloc = memref.alloc() : memref<3x3xi2>
    %c0_i2 = arith.constant 0 : i2
    linalg.fill ins(%c0_i2 : i2) outs(%alloc : memref<3x3xi2>)
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<0> : vector<3x3xi2>
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %0 = vector.load %alloc[%c2, %c0] : memref<3x3xi2>, vector<3xi2>
    %1 = vector.insert %0, %cst [0] : vector<3xi2> into vector<3x3xi2>
    return %1 : vector<3x3xi2>
  }
  func.func @smith_harness_0() -> vector<3x3xi2> {
    %0 = call @vector_load_i2() : () -> vector<3x3xi2>
    return %0 : vector<3x3xi2>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> vector<3x3xi2>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i2 from vector<3x3xi2>
    %2 = arith.extsi %1 : i2 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i2 from vector<3x3xi2>
    %6 = arith.extsi %5 : i2 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i2 from vector<3x3xi2>
    %10 = arith.extsi %9 : i2 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[1, 0] : i2 from vector<3x3xi2>
    %14 = arith.extsi %13 : i2 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[1, 1] : i2 from vector<3x3xi2>
    %18 = arith.extsi %17 : i2 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[1, 2] : i2 from vector<3x3xi2>
    %22 = arith.extsi %21 : i2 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[2, 0] : i2 from vector<3x3xi2>
    %26 = arith.extsi %25 : i2 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[2, 1] : i2 from vector<3x3xi2>
    %30 = arith.extsi %29 : i2 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %31 = arith.muli %28, %c1000003_i64_6 : i64
    %32 = arith.addi %31, %30 : i64
    %33 = vector.extract %0[2, 2] : i2 from vector<3x3xi2>
    %34 = arith.extsi %33 : i2 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %35 = arith.muli %32, %c1000003_i64_7 : i64
    %36 = arith.addi %35, %34 : i64
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %36 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %37 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64_9 : i64
    %38 = arith.addi %37, %36 : i64
    vector.print %38 : i64
    return
  }
}
