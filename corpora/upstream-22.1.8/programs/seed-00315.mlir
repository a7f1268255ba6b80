// Piece 157 of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scatter_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/vector-to-llvm-interface.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 157, "release": "22.1.8"}, "seed": 302272779340057075, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scatter_index(%arg0: memref<?xindex>, %arg1: vector<3xindex>, %arg2: vector<3xi1>, %arg3: vector<3xindex>) {
    %c0 = arith.constant 0 : index
    vector.scatter %arg0[%c0] [%arg1], %arg2, %arg3 : memref<?xindex>, vector<3xindex>, vector<3xi1>, vector<3xindex>
    return
  }
  func.func @smith_harness_0(%arg0: vector<3xindex>, %arg1: vector<3xi1>, %arg2: vector<3xindex>) -> memref<?xindex> {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc(%c3) : memref<?xindex>
    %c0 = arith.constant 0 : index
    linalg.fill ins(%c0 : index) outs(%alloc : memref<?xindex>)
    %c3_0 = arith.constant 3 : index
    linalg.fill ins(%c3_0 : index) outs(%alloc : memref<?xindex>)
    call @scatter_index(%alloc, %arg0, %arg1, %arg2) : (memref<?xindex>, vector<3xindex>, vector<3xi1>, vector<3xindex>) -> ()
    return %alloc : memref<?xindex>
  }
  func.func @main() {
    %cst = arith.constant dense<[1, 1, 3]> : vector<3xindex>
    %cst_0 = arith.constant dense<[false, true, true]> : vector<3xi1>
    %cst_1 = arith.constant dense<[0, 2, 3]> : vector<3xindex>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<3xindex>, vector<3xi1>, vector<3xindex>) -> memref<?xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_2 : memref<?xindex>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xindex>
      %5 = arith.index_cast %4 : index to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %6 = arith.muli %arg1, %c1000003_i64_4 : i64
      %7 = arith.addi %6, %5 : i64
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
