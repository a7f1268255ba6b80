// Piece 0 of mlir-query/slice-function-extraction.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slicing_memref_store_trivial"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "mlir-query/slice-function-extraction.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 648483459892995376, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (s0)>
#map1 = affine_map<() -> (0)>
module {
  func.func @slicing_memref_store_trivial() {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to 10 {
      %0 = affine.apply #map()[%c0]
      %c10 = arith.constant 10 : index
      %1 = arith.remui %0, %c10 : index
      memref.store %cst_0, %alloc[%1] : memref<10xf32>
      %c10_1 = arith.constant 10 : index
      %2 = memref.load %alloc[%c0] : memref<10xf32>
      %3 = affine.apply #map1()
      %c10_2 = arith.constant 10 : index
      %4 = arith.remui %3, %c10_2 : index
      memref.store %cst_0, %alloc[%4] : memref<10xf32>
      %c10_3 = arith.constant 10 : index
      memref.store %2, %alloc[%c0] : memref<10xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @slicing_memref_store_trivial() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
