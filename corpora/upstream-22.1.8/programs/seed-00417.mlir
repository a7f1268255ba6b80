// Piece 0 of Dialect/Affine/affine-loop-invariant-code-motion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nested_loops_both_having_invariant_code"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-loop-invariant-code-motion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1130045084851436428, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nested_loops_both_having_invariant_code() {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    %cst_1 = arith.constant 8.000000e+00 : f32
    affine.for %arg0 = 0 to 10 {
      %0 = arith.addf %cst_0, %cst_1 : f32
      affine.for %arg1 = 0 to 10 {
        affine.store %0, %alloc[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @nested_loops_both_having_invariant_code() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
