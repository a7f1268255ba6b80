// Piece 0 of Dialect/Vector/vector-emulate-narrow-type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_load_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5372736183899249529, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_load_i8(%arg0: index, %arg1: index) -> vector<4xi8> {
    %alloc = memref.alloc() : memref<3x4xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<3x4xi8>)
    %c3 = arith.constant 3 : index
    %0 = arith.remui %arg0, %c3 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %1 = arith.remui %arg1, %c1 : index
    %2 = vector.load %alloc[%0, %1] : memref<3x4xi8>, vector<4xi8>
    return %2 : vector<4xi8>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> vector<4xi8> {
    %0 = call @vector_load_i8(%arg0, %arg1) : (index, index) -> vector<4xi8>
    return %0 : vector<4xi8>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c3, %c0) : (index, index) -> vector<4xi8>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0] : i8 from vector<4xi8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %5 = vector.extract %0[1] : i8 from vector<4xi8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %4, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %6 : i64
    %9 = vector.extract %0[2] : i8 from vector<4xi8>
    %10 = arith.extsi %9 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %11 = arith.muli %8, %c1000003_i64_1 : i64
    %12 = arith.addi %11, %10 : i64
    %13 = vector.extract %0[3] : i8 from vector<4xi8>
    %14 = arith.extsi %13 : i8 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %15 = arith.muli %12, %c1000003_i64_2 : i64
    %16 = arith.addi %15, %14 : i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %16 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %17 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64_4 : i64
    %18 = arith.addi %17, %16 : i64
    vector.print %18 : i64
    return
  }
}
