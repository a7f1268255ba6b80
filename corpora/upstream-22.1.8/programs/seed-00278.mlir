// Piece 1 of Conversion/TosaToSCF/tosa-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToSCF/tosa-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2209665942914682644, "skipped": {"if_test": "i1 memory"}, "smith_version": "0.1.0"}

// CHECK-LABEL: func @if_test
// CHECK-SAME: ([[ARG0:%.+]]: tensor<f32>, [[ARG1:%.+]]: tensor<f32>, [[ARG2:%.+]]: tensor<i1>)
func.func @if_test(%arg0 : tensor<f32>, %arg1 : tensor<f32>, %arg2 : tensor<i1>) -> (tensor<f32>) {
  // CHECK: [[EX:%.+]] = tensor.extract [[ARG2]]
  // CHECK: [[IF:%.+]] = scf.if [[EX]] -> (tensor<f32>) {
  %0 = tosa.cond_if %arg2 : tensor<i1> -> tensor<f32> {

  // CHECK:   scf.yield [[ARG0]]
    tosa.yield %arg0 : tensor<f32>

  // CHECK: } else {
  } else {

  // CHECK:   scf.yield [[ARG1]]
    tosa.yield %arg1 : tensor<f32>

  // CHECK: }
  // CHECK: return [[IF]]
  }

  return %0 : tensor<f32>
}

