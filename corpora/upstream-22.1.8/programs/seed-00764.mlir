// Piece 14 of Dialect/Linalg/roundtrip.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["map_no_inputs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/roundtrip.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 1769087447133347127, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @map_no_inputs(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %mapped = linalg.map outs(%arg0 : tensor<64xf32>)
      (%init: f32) {
        %cst = arith.constant 0.000000e+00 : f32
        linalg.yield %cst : f32
      }
    return %mapped : tensor<64xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = call @map_no_inputs(%arg0) : (tensor<64xf32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[0.712691128, 1.375000e+01, 4.250000e+00, -0.887142598, -3.250000e+00, 1.075000e+01, 9.000000e+00, -0.00208549248, 9.213000e+00, -4.500000e+00, -3.000000e+00, -5.250000e+00, -9.82029819, -52.8729782, 5.000000e+00, -0.00527895801, 6.000000e+00, 4.000000e+00, -0.00272658118, 7.000000e+00, 0.000000e+00, 0.0768841431, -8.250000e+00, 1.175000e+01, 6.000000e+00, 1.250000e+00, -1.000000e+00, -1.000000e+00, 0.0044073849, 8.000000e+00, -7.17859793, -7.500000e-01, -1.025000e+01, 0.0883728489, -1.250000e+01, -4.83222866E-5, 1.000000e+01, -0.0324225165, 0.000000e+00, -39.7696381, -1.425000e+01, -9.250000e+00, -0.0899878442, 2551.00391, -856.73938, 1.550000e+01, -1.525000e+01, 0x7FC00000, -1.33015754E-4, 0.000000e+00, 5.21090755E-4, 9.250000e+00, -1.225000e+01, 8.05142784, 5.99556064, 0x7F800000, 1.225000e+01, 1.000000e+00, 9.750000e+00, -6.17383385, 8.250000e+00, -2.500000e+00, 0x7FC00000, -2.500000e+00]> : tensor<64xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<64xf32>) -> tensor<64xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c64 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<64xf32>
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
