// Piece 12 of Dialect/AMDGPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 7125755903083290294, "skipped": {"fold_gather_to_lds_of_cast": "memory space"}, "smith_version": "0.1.0"}

// CHECK-LABEL: func @fold_gather_to_lds_of_cast
func.func @fold_gather_to_lds_of_cast(%global: memref<128x72xf32, 1>, %lds: memref<64x64xf32, 3>) {
// CHECK-SAME: %[[GLOBAL:[A-Za-z0-9]+]]: memref<128x72xf32, 1>
  %c0 = arith.constant 0 : index
  %0 = memref.cast %global : memref<128x72xf32, 1> to memref<?x?xf32, 1>
  // CHECK: amdgpu.gather_to_lds %[[GLOBAL]]
  // CHECK-SAME: : f32, memref<128x72xf32, 1>
  amdgpu.gather_to_lds %0[%c0, %c0], %lds[%c0, %c0]
    : f32, memref<?x?xf32, 1>, memref<64x64xf32, 3>
  func.return
}

