// Piece 0 of Dialect/Vector/emulate-narrow-type-unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_load_2d_i8_negative"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/emulate-narrow-type-unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4468453016364876545, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_load_2d_i8_negative(%arg0: index, %arg1: index) -> vector<2x4xi8> {
    %alloc = memref.alloc() : memref<3x4xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<3x4xi8>)
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = arith.remui %arg0, %c2 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %1 = arith.remui %arg1, %c1 : index
    %2 = vector.load %alloc[%0, %1] : memref<3x4xi8>, vector<2x4xi8>
    return %2 : vector<2x4xi8>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<2x4xi8> {
    %0 = call @vector_load_2d_i8_negative(%arg0, %arg1) : (index, index) -> vector<2x4xi8>
    return %0 : vector<2x4xi8>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c2, %c1) : (index, index) -> vector<2x4xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : i8 from vector<2x4xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[0, 1] : i8 from vector<2x4xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[0, 2] : i8 from vector<2x4xi8>
    %10 = arith.extsi %9 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[0, 3] : i8 from vector<2x4xi8>
    %14 = arith.extsi %13 : i8 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %17 = vector.extract %0[1, 0] : i8 from vector<2x4xi8>
    %18 = arith.extsi %17 : i8 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %19 = arith.muli %16, %c1000003_i64_3 : i64
    %20 = arith.addi %19, %18 : i64
    %21 = vector.extract %0[1, 1] : i8 from vector<2x4xi8>
    %22 = arith.extsi %21 : i8 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %23 = arith.muli %20, %c1000003_i64_4 : i64
    %24 = arith.addi %23, %22 : i64
    %25 = vector.extract %0[1, 2] : i8 from vector<2x4xi8>
    %26 = arith.extsi %25 : i8 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %27 = arith.muli %24, %c1000003_i64_5 : i64
    %28 = arith.addi %27, %26 : i64
    %29 = vector.extract %0[1, 3] : i8 from vector<2x4xi8>
    %30 = arith.extsi %29 : i8 to i64
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
