// Piece 0 of Dialect/SparseTensor/GPU/gpu_matmul24_lib.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/GPU/gpu_matmul24_lib.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3314807925563606975, "skipped": {}, "smith_version": "0.1.0"}
#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]) }>
module {
  func.func @matmul(%arg0: tensor<?x?xf16>, %arg1: tensor<?x?xf16>, %arg2: tensor<?x?xf16>) -> tensor<?x?xf16> {
    %0 = sparse_tensor.convert %arg0 : tensor<?x?xf16> to tensor<?x?xf16, #sparse>
    %1 = linalg.matmul ins(%0, %arg1 : tensor<?x?xf16, #sparse>, tensor<?x?xf16>) outs(%arg2 : tensor<?x?xf16>) -> tensor<?x?xf16>
    return %1 : tensor<?x?xf16>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf16>, %arg1: tensor<?x?xf16>, %arg2: tensor<?x?xf16>) -> tensor<?x?xf16> {
    %0 = call @matmul(%arg0, %arg1, %arg2) : (tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
    return %0 : tensor<?x?xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[[9.000000e+00, -1.000400e-03, 6.750000e+00, -7.805820e-04], [-5.020000e+03, -9.624020e-01, 4.750000e+00, 7.250000e+00], [-9.500000e+00, -1.275000e+01, -7.750000e+00, -0.000000e+00], [1.000000e+00, -9.920000e+02, 3.805160e-04, 7.476000e+03]]> : tensor<4x4xf16>
    %cast = tensor.cast %cst : tensor<4x4xf16> to tensor<?x?xf16>
    %cst_0 = arith.constant dense<[[1.150000e+01, -4.750000e+00, -1.300000e+01, 3.227540e-01], [-8.500000e+00, -5.131250e+01, -6.375000e+02, -1.575000e+01], [1.150000e+01, -3.250000e+00, -3.035160e+00, 6.500000e+00], [-1.100000e+01, -1.075000e+01, 2.000000e+00, 7.000000e+00]]> : tensor<4x4xf16>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4xf16> to tensor<?x?xf16>
    %cst_2 = arith.constant dense<[[5.250000e+00, 1.300000e+01, -1.475000e+01, -2.500000e-01], [1.175000e+01, 0xFC00, 1.175000e+01, -8.188000e+03], [1.000000e+00, 1.550000e+01, 1.025000e+01, 0x7C00], [-1.500000e+01, 6.975000e+02, -8.525000e+01, -7.750000e+00]]> : tensor<4x4xf16>
    %cast_3 = tensor.cast %cst_2 : tensor<4x4xf16> to tensor<?x?xf16>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?xf16>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?xf16>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf16>
        %5 = arith.bitcast %extracted : f16 to i16
        %6 = arith.cmpf uno, %extracted, %extracted : f16
        %c32256_i16 = arith.constant 32256 : i16
        %7 = arith.select %6, %c32256_i16, %5 : i16
        %8 = arith.extsi %7 : i16 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_8 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
