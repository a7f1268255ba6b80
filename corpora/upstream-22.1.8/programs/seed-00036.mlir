// Piece 2 of Conversion/AffineToStandard/lower-affine-to-vector.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_load_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/AffineToStandard/lower-affine-to-vector.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7232431499017931479, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_load_2d() {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    affine.for %arg0 = 0 to 16 step 2 {
      affine.for %arg1 = 0 to 16 step 8 {
        %0 = affine.vector_load %alloc[%arg0, %arg1] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @vector_load_2d() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
