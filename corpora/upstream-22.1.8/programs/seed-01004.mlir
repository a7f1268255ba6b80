// Piece 1 of Dialect/SparseTensor/external.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["nop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/external.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3950988083084712660, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @nop(%arg0: tensor<100xf32>) -> tensor<100xf32> {
    return %arg0 : tensor<100xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<100xf32>) -> tensor<100xf32> {
    %0 = call @nop(%arg0) : (tensor<100xf32>) -> tensor<100xf32>
    return %0 : tensor<100xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[2.08248617E-4, -1.275000e+01, -4.750000e+00, -6.250000e+00, 9.750000e+00, 7.500000e+00, 1.050000e+01, -2.000000e+00, -680.766602, -0.0745376646, 7075.3374, 0.0624409131, 8.000000e+00, 0.00547004212, 0xFF800000, 8.38240528, -0.0035332921, -79.0661926, -9.000000e+00, 8.90296301E-4, 1.750000e+00, 1.750000e+00, 5.000000e-01, -3.750000e+00, 1.300000e+01, 1.125000e+01, -37.7521858, 0x7FC00000, -1.000000e+01, -6.500000e+00, 690.566528, -1.525000e+01, -1.750000e+00, -1.000000e+01, -8.000000e+00, -3.250000e+00, -5.750000e+00, -2.16133794E-5, -1.400000e+01, 2.7200458, 1.475000e+01, 4.500000e+00, -8.500000e+00, 6.500000e+00, 6.000000e+00, 0x7FC00000, -1.450000e+01, 5.750000e+00, 6.250000e+00, -6.250000e+00, -1.000000e+00, -57.520752, 557.213745, -0.00418647705, -0.294480503, 9.4283506E-4, -1.575000e+01, -33.5797386, 0.441748887, -2873.05981, -7.60008383, 7.500000e-01, 8.250000e+00, 1.050000e+01, 263.104431, -0.000000e+00, -1.400000e+01, 1.450000e+01, 0.000000e+00, -767.76355, -5.49415636, -5.250000e+00, 7.750000e+00, 3.225260e+00, -7.000000e+00, -5.000000e-01, -85.4200211, -1.375000e+01, -1.425000e+01, 0x7F800000, -4.750000e+00, -0.00700005563, 1.250000e+01, -23.9046516, -1.600000e+01, 0.0265047383, -0.00446760934, -1.475000e+01, 0xFF800000, -2.500000e+00, -83.284378, -1.575000e+01, 0.476399601, 1.250000e+01, 7550.81982, -0.000000e+00, -1.550000e+01, 2.250000e+00, 7.250000e+00, 5.750000e+00]> : tensor<100xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<100xf32>) -> tensor<100xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c100 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<100xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_1 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
