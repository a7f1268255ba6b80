// Piece 0 of Dialect/SCF/buffer-deallocation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/buffer-deallocation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7827892617688518542, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_insert_slice(%arg0: index) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    scf.forall (%arg1) in (%arg0) {
      %alloc_0 = memref.alloc() : memref<2xf32>
      %cst_1 = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<2xf32>)
      %c2 = arith.constant 2 : index
      %0 = memref.load %alloc[%c0] : memref<2xf32>
      linalg.fill ins(%0 : f32) outs(%alloc_0 : memref<2xf32>)
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @parallel_insert_slice(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c1) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
