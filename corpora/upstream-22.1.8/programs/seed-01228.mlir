// Piece 4 of Dialect/Vector/emulate-narrow-type-unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_store_2d_i8_negative"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/emulate-narrow-type-unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1790598098473554013, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_store_2d_i8_negative(%arg0: vector<2x8xi8>, %arg1: index, %arg2: index) {
    %alloc = memref.alloc() : memref<4x8xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<4x8xi8>)
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %0 = arith.remui %arg1, %c3 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %1 = arith.remui %arg2, %c1 : index
    vector.store %arg0, %alloc[%0, %1] : memref<4x8xi8>, vector<2x8xi8>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x8xi8>, %arg1: index, %arg2: index) {
    call @vector_store_2d_i8_negative(%arg0, %arg1, %arg2) : (vector<2x8xi8>, index, index) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[12, 80, 62, -10, 126, 126, 127, -16], [84, 21, -9, -4, 3, 0, -128, -4]]> : vector<2x8xi8>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%cst, %c1, %c0) : (vector<2x8xi8>, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
