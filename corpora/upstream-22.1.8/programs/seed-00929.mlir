// Piece 15 of Dialect/SCF/for-loop-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_dim_of_loop_result"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 792767697929397946, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_dim_of_loop_result(%arg0: tensor<?x?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (tensor<?x?xf32>) {
      scf.yield %arg2 : tensor<?x?xf32>
    }
    %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
    return %dim : index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>) -> index {
    %0 = call @tensor_dim_of_loop_result(%arg0) : (tensor<?x?xf32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<[[0.91953516, 1.000000e+01, 1.050000e+01, 6.500000e+00], [-0.00984009821, 7.500000e-01, -0.118767761, 743.299683], [6.000000e+00, 1.525000e+01, -2.500000e+00, 5.000000e-01], [-1.200000e+01, 0xFF800000, -8.250000e+00, -6.500000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x?xf32>) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
