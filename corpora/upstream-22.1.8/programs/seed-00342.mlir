// Piece 2 of Conversion/VectorToSCF/tensor-transfer-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), kept by smith 0.1.0 as a pipeline seed (not harnessed: no @main; run along its origin test's pipelines)
// smith: {"functions": [], "harnessed": false, "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSCF/tensor-transfer-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 8443680077166403331, "skipped": {"scalable_transpose_store": "scalable"}, "smith_version": "0.1.0"}

// CHECK-LABEL: func @scalable_transpose_store
//  CHECK-SAME: %[[TENSOR:[a-z0-9]+]]: tensor<?x?xf32>
//       CHECK: %[[RESULT:.*]] = scf.for {{.*}} iter_args(%[[ITER_ARG:.*]] = %[[TENSOR]]) -> (tensor<?x?xf32>)
//       CHECK:   %[[WRITE_SLICE:.*]] = vector.transfer_write %{{.*}} %[[ITER_ARG]]
//       CHECK:   scf.yield %[[WRITE_SLICE]]
//       CHECK: return %[[RESULT]]
func.func @scalable_transpose_store(%vec: vector<4x[4]xf32>, %A: tensor<?x?xf32>, %base1: index, %base2: index) -> tensor<?x?xf32> {
  %transpose = vector.transpose %vec, [1, 0] : vector<4x[4]xf32> to vector<[4]x4xf32>
  %result = vector.transfer_write %transpose, %A[%base1, %base2] {in_bounds = [true, true]} : vector<[4]x4xf32>,  tensor<?x?xf32>
  return %result : tensor<?x?xf32>
}
