// Piece 2 of Dialect/Async/async-parallel-for-compute-fn.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Async/async-parallel-for-compute-fn.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 9033762940575484079, "skipped": {}, "smith_version": "0.1.0"}

// Smoke test that parallel for doesn't crash when func dialect is not used.

// CHECK-LABEL: llvm.func @without_func_dialect()
llvm.func @without_func_dialect() {
  %cst = arith.constant 0.0 : f32

  %c0 = arith.constant 0 : index
  %c22 = arith.constant 22 : index
  %c1 = arith.constant 1 : index
  %54 = memref.alloc() : memref<22xf32>
  %alloc_4 = memref.alloc() : memref<22xf32>
  scf.parallel (%arg0) = (%c0) to (%c22) step (%c1) {
    memref.store %cst, %alloc_4[%arg0] : memref<22xf32>
  }
  llvm.return
}

