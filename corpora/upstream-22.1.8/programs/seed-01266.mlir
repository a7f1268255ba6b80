// Piece 15 of Dialect/Vector/vector-emulate-narrow-type.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_store_i4_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-emulate-narrow-type.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 8539332988975329661, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_store_i4_dynamic(%arg0: vector<8xi4>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %alloc = memref.alloc(%arg1, %arg2) : memref<?x?xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<?x?xi4>)
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<?x?xi4>
    %0 = arith.remui %arg3, %dim : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %alloc, %c1 : memref<?x?xi4>
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    %1 = arith.subi %c8, %c1_1 : index
    %2 = arith.subi %dim_0, %1 : index
    %c1_2 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_2 : index
    %4 = arith.remui %arg4, %3 : index
    vector.store %arg0, %alloc[%0, %4] : memref<?x?xi4>, vector<8xi4>
    return
  }
  func.func @smith_harness_0(%arg0: vector<8xi4>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    call @vector_store_i4_dynamic(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<8xi4>, index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[7, -5, 2, -2, -2, 6, 0, -4]> : vector<8xi4>
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c3_1 = arith.constant 3 : index
    call @smith_harness_0(%cst, %c3, %c3_0, %c0, %c3_1) : (vector<8xi4>, index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
