// Piece 3 of Dialect/Vector/flatten-memref-and-emulate-narrow-types.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_store_2d_i4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/flatten-memref-and-emulate-narrow-types.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 858959395498762233, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_store_2d_i4(%arg0: index, %arg1: vector<8xi4>) {
    %alloc = memref.alloc() : memref<4x8xi4>
    %c0_i4 = arith.constant 0 : i4
    linalg.fill ins(%c0_i4 : i4) outs(%alloc : memref<4x8xi4>)
    %c4 = arith.constant 4 : index
    %0 = arith.remui %arg0, %c4 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %1 = arith.remui %arg0, %c1 : index
    vector.store %arg1, %alloc[%0, %1] : memref<4x8xi4>, vector<8xi4>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: vector<8xi4>) {
    call @vector_store_2d_i4(%arg0, %arg1) : (index, vector<8xi4>) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<[6, 0, 0, 0, -6, -7, 3, 0]> : vector<8xi4>
    call @smith_harness_0(%c3, %cst) : (index, vector<8xi4>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
