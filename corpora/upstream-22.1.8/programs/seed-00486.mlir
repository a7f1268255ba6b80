// Piece 1 of Dialect/Affine/memref-dependence-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_may_execute_before_load"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/memref-dependence-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5338282378223028408, "skipped": {}, "smith_version": "0.1.0"}
#set = affine_set<(d0) : (1 == 0)>
module {
  func.func @store_may_execute_before_load() {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    %c4 = arith.constant 4 : index
    affine.if #set(%c4) {
      affine.for %arg0 = 0 to 10 {
        affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
      }
    }
    affine.for %arg0 = 0 to 10 {
      %0 = affine.load %alloc[(%arg0 mod 4294967296) mod 10] : memref<10xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @store_may_execute_before_load() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
