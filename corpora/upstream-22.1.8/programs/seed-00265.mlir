// Piece 32 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reduce_float_dyn_nonzero_batch"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 32, "release": "22.1.8"}, "seed": 7550321011328131762, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @reduce_float_dyn_nonzero_batch(%arg0: tensor<5x?x4xf32>) {
    %0 = tosa.reduce_product %arg0 {axis = 2 : i32} : (tensor<5x?x4xf32>) -> tensor<5x?x1xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<5x?x4xf32>) {
    call @reduce_float_dyn_nonzero_batch(%arg0) : (tensor<5x?x4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.475000e+01, -8.250000e+00, -1.82133782, 0.0215397198], [-1.750000e+00, 968.322204, 3.750000e+00, 1.750000e+00], [1.175000e+01, -1.000000e+00, -0.000000e+00, -2.750000e+00]], [[-8.250000e+00, 8.750000e+00, 7.500000e+00, 6.982640e+01], [-1.350000e+01, 10.8256226, 0.00454360247, -5.500000e+00], [0x7F800000, -1.500000e+00, 2.92385101, -8.750000e+00]], [[0xFF800000, 1.025000e+01, 2.500000e+00, 1.475000e+01], [4.750000e+00, 6.000000e+00, 0xFF800000, 1.000000e+00], [-1.575000e+01, -33.0186119, 2.834070e+03, 1.75429213]], [[8.427710e-04, 0x7FC00000, -1.075000e+01, -3.500000e+00], [-9.000000e+00, 410.538513, 4.000000e+00, -23.3411808], [4.750000e+00, -524.240112, 5.250000e+00, -4.750000e+00]], [[177.211121, 7.500000e-01, 0.0871634259, 1.300000e+01], [-1.425000e+01, 7.90028667, -1.475000e+01, 1.550000e+01], [-9.500000e+00, 1.275000e+01, -1.24788666, -5.750000e+00]]]> : tensor<5x3x4xf32>
    %cast = tensor.cast %cst : tensor<5x3x4xf32> to tensor<5x?x4xf32>
    call @smith_harness_0(%cast) : (tensor<5x?x4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
