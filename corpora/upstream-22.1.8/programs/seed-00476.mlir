// Piece 1 of Dialect/Affine/loop-permute.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_validity_with_iter_args"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-permute.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3575761209070055998, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @check_validity_with_iter_args(%arg0: index, %arg1: index, %arg2: index) {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    affine.for %arg3 = 0 to %arg0 {
      affine.for %arg4 = 0 to %arg1 {
        %0 = affine.for %arg5 = 0 to %arg2 iter_args(%arg6 = %cst_0) -> (f32) {
          %1 = affine.load %alloc[(%arg3 mod 4294967296 + 10) mod 100, (%arg4 mod 4294967296 + 20) mod 100] : memref<100x100xf32>
          %2 = arith.addf %1, %cst_0 : f32
          affine.store %2, %alloc[(%arg3 mod 4294967296 + 10) mod 100, (%arg4 mod 4294967296 + 20) mod 100] : memref<100x100xf32>
          %3 = arith.addf %2, %arg6 : f32
          affine.yield %arg6 : f32
        }
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @check_validity_with_iter_args(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c3_0 = arith.constant 3 : index
    call @smith_harness_0(%c3, %c1, %c3_0) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
