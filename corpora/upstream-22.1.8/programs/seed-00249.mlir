// Piece 0 of Conversion/TosaToLinalg/tosa-to-linalg-named.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6261521429591470001, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @matmul(%arg0: tensor<1x5x3xf32>, %arg1: tensor<1x3x6xf32>) -> tensor<1x5x6xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.matmul %arg0, %arg1, %0, %1 : (tensor<1x5x3xf32>, tensor<1x3x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6xf32>
    return %2 : tensor<1x5x6xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x5x3xf32>, %arg1: tensor<1x3x6xf32>) -> tensor<1x5x6xf32> {
    %0 = call @matmul(%arg0, %arg1) : (tensor<1x5x3xf32>, tensor<1x3x6xf32>) -> tensor<1x5x6xf32>
    return %0 : tensor<1x5x6xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-7.500000e-01, 6.76884555, -0.0828879401], [-1.175000e+01, 5.250000e+00, -1969.06934], [2.500000e+00, -1.075000e+01, 0x7F800000], [2659.73193, 5.750000e+00, 1.175000e+01], [-1.350000e+01, 0x7F800000, -7.500000e+00]]]> : tensor<1x5x3xf32>
    %cst_0 = arith.constant dense<[[[1.250000e+01, 9.250000e+00, 0x7F800000, -1.150000e+01, -0.00502696494, -1.025000e+01], [0.000000e+00, -0.00239016884, -1.750000e+00, -1.150000e+01, -8.750000e+00, 594.221863], [9.3422376E-4, 1.325000e+01, 0.17416662, 2.000000e+00, 0.0970805585, 6.500000e+00]]]> : tensor<1x3x6xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x5x3xf32>, tensor<1x3x6xf32>) -> tensor<1x5x6xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c6 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x5x6xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
