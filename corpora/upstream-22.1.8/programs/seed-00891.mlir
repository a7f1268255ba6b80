// Piece 16 of Dialect/OpenACC/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 5343330615367106556, "skipped": {}, "smith_version": "0.1.0"}

func.func @kernel_environment_canonicalization(%q1: i32, %q2: i32, %q3: i32) {
  // Empty kernel_environment (no wait) - should be removed
  acc.kernel_environment {
  }

  acc.kernel_environment wait({%q1 : i32, %q2 : i32}) {
  }

  acc.kernel_environment wait {
  }

  acc.kernel_environment wait({%q3 : i32} [#acc.device_type<nvidia>]) {
  }

  return
}

// CHECK-LABEL: func.func @kernel_environment_canonicalization
// CHECK-SAME: ([[Q1:%.*]]: i32, [[Q2:%.*]]: i32, [[Q3:%.*]]: i32)
// CHECK-NOT: acc.kernel_environment wait({{.*}}[#acc.device_type<none>])
// CHECK: acc.wait([[Q1]], [[Q2]] : i32, i32)
// CHECK: acc.wait{{$}}
// CHECK: acc.kernel_environment wait({{.*}}[#acc.device_type<nvidia>])
// CHECK: return
