// Piece 8 of Dialect/ArmSVE/legalize-for-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSVE/legalize-for-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 6509565669892466972, "skipped": {"get_vector_scale": "scalable"}, "smith_version": "0.1.0"}

func.func @get_vector_scale() -> index {
  // CHECK: llvm.intr.vscale
  %0 = vector.vscale
  return %0 : index
}

