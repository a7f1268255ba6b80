// Piece 2 of Dialect/Vector/vector-transfer-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_transfer_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-transfer-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 2291657422828152569, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_transfer_write(%arg0: vector<6x34x62xi8>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<6x34x62xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<6x34x62xi8>)
    %c6 = arith.constant 6 : index
    %c34 = arith.constant 34 : index
    %c62 = arith.constant 62 : index
    vector.transfer_write %arg0, %alloc[%c0, %c0, %c0] : vector<6x34x62xi8>, memref<6x34x62xi8>
    return
  }
  func.func @smith_harness_0(%arg0: vector<6x34x62xi8>) {
    call @negative_transfer_write(%arg0) : (vector<6x34x62xi8>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<127> : vector<6x34x62xi8>
    call @smith_harness_0(%cst) : (vector<6x34x62xi8>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
