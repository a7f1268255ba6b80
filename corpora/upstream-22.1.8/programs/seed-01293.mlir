// Piece 11 of Dialect/Vector/vector-transfer-flatten.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transfer_read_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-flatten.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 8044829920387840420, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transfer_read_0d(%arg0: memref<i8>) -> vector<i8> {
    %c0_i8 = arith.constant 0 : i8
    %0 = vector.transfer_read %arg0[], %c0_i8 : memref<i8>, vector<i8>
    return %0 : vector<i8>
  }
  func.func @smith_harness_0() -> (vector<i8>, memref<i8>) {
    %alloc = memref.alloc() : memref<i8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<i8>)
    %c1_i8 = arith.constant 1 : i8
    linalg.fill ins(%c1_i8 : i8) outs(%alloc : memref<i8>)
    %0 = call @transfer_read_0d(%alloc) : (memref<i8>) -> vector<i8>
    return %0, %alloc : vector<i8>, memref<i8>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (vector<i8>, memref<i8>)
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0#0[] : i8 from vector<i8>
    %2 = arith.extsi %1 : i8 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    %5 = memref.load %0#1[] : memref<i8>
    %6 = arith.extsi %5 : i8 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %4 : i64
    vector.print %8 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_4 : i64
    %12 = arith.addi %11, %8 : i64
    vector.print %12 : i64
    return
  }
}
