// Piece 0 of Conversion/AffineToStandard/lower-affine-to-vector.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine_vector_load"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/AffineToStandard/lower-affine-to-vector.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8435972737706399595, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @affine_vector_load(%arg0: index) {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    affine.for %arg1 = 0 to 16 {
      %0 = affine.vector_load %alloc[%arg1 + symbol(%arg0) + 7] : memref<100xf32>, vector<8xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @affine_vector_load(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%c3) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
