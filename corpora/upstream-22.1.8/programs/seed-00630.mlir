// Piece 12 of Dialect/SCF/for-loop-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor_dim_of_iter_arg_insertslice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 1717668616618708293, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor_dim_of_iter_arg_insertslice(%arg0: tensor<?x?xf32>, %arg1: tensor<10x10xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0:2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0, %arg4 = %c0) -> (tensor<?x?xf32>, index) {
      %dim = tensor.dim %arg3, %c0 : tensor<?x?xf32>
      %inserted_slice = tensor.insert_slice %arg1 into %arg3[0, 0] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
      %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[1, 1] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
      scf.yield %inserted_slice_0, %dim : tensor<?x?xf32>, index
    }
    return %0#1 : index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<10x10xf32>) -> index {
    %0 = call @tensor_dim_of_iter_arg_insertslice(%arg0, %arg1) : (tensor<?x?xf32>, tensor<10x10xf32>) -> index
    return %0 : index
  }
  func.func @main() {
    %cst = arith.constant dense<1.175000e+01> : tensor<1x1xf32>
    %cast = tensor.cast %cst : tensor<1x1xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[-1.525000e+01, -0.0928629338, -8.750000e+00, -7.000000e+00, 7.000000e+00, 1.125000e+01, 1.750000e+00, 0.00711384835, 0.0541180037, 1.025000e+01], [0x7FC00000, 9.000000e+00, 9.250000e+00, 3.250000e+00, 4.500000e+00, -817.922668, -1.375000e+01, 0.00858749262, -9.95983314, -1.375000e+01], [-0.0617346689, 5.000000e-01, 1.750000e+00, 412.657288, 6.92966685E-4, -0.000000e+00, -1.250000e+01, 6.47487211, 8.250000e+00, -8.750000e+00], [-0.162031293, -70.6518402, 3.000000e+00, -1.075000e+01, -6621.8125, 0.000000e+00, -6.750000e+00, -1.000000e+00, -5.000000e+00, 37.0918198], [1.200000e+01, -1721.07654, 10.0238228, 827.015686, 1.050000e+01, -1.225000e+01, 0x7FC00000, -5.500000e+00, -7.750000e+00, 1.525000e+01], [0x7FC00000, 1.525000e+01, 0.00445952313, 1.575000e+01, -2.000000e+00, 0xFF800000, 2.500000e-01, 9.000000e+00, 9.500000e+00, 5.750000e+00], [-2.500000e-01, 7.250000e+00, 1.100000e+01, 1.000000e+00, 6.500000e+00, 0.00888691656, -946.458984, -87.4096298, 1.100000e+01, 5.000000e-01], [-1.350000e+01, 2.250000e+00, -3.250000e+00, 1.375000e+01, -466.969971, 48.0632896, 1.125000e+01, -1.350000e+01, 1.66339843E-4, -1.350000e+01], [2.500000e+00, 8375.97558, -9.0210371, -2.500000e+00, 0xFF800000, 0xFF800000, -5.000000e-01, 1.050000e+01, -0.00115106779, 0x7F800000], [4.31197643, 0.0327994898, 1.000000e+00, 1.000000e+00, 4.750000e+00, 0.447323263, -1.450000e+01, 1.275000e+01, 0.000000e+00, -0.00509965699]]> : tensor<10x10xf32>
    %0 = call @smith_harness_0(%cast, %cst_0) : (tensor<?x?xf32>, tensor<10x10xf32>) -> index
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
