// Piece 166 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["compress_store_op_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 166, "release": "22.1.8"}, "seed": 6958875240685256191, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @compress_store_op_index(%arg0: memref<?xindex>, %arg1: vector<11xi1>, %arg2: vector<11xindex>) {
    %c0 = arith.constant 0 : index
    vector.compressstore %arg0[%c0], %arg1, %arg2 : memref<?xindex>, vector<11xi1>, vector<11xindex>
    return
  }
  func.func @smith_harness_0(%arg0: vector<11xi1>, %arg1: vector<11xindex>) -> memref<?xindex> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    %c2 = arith.constant 2 : index
    linalg.fill ins(%c2 : index) outs(%alloc : memref<?xindex>)
    call @compress_store_op_index(%alloc, %arg0, %arg1) : (memref<?xindex>, vector<11xi1>, vector<11xindex>) -> ()
    return %alloc : memref<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[false, false, true, true, true, false, false, true, false, true, true]> : vector<11xi1>
    %cst_0 = arith.constant dense<[2, 2, 1, 0, 1, 3, 3, 1, 3, 3, 1]> : vector<11xindex>
    %0 = call @smith_harness_0(%cst, %cst_0) : (vector<11xi1>, vector<11xindex>) -> memref<?xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_1 : memref<?xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xindex>
      %5 = arith.index_cast %4 : index to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_3 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
