// Piece 3 of Dialect/Vector/lower-vector-mask.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_gather"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/lower-vector-mask.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 7242566432822319243, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_gather(%arg0: tensor<64xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %0 = vector.create_mask %c3 : vector<4xi1>
    %c3_0 = arith.constant 3 : index
    %1 = vector.mask %0 { vector.transfer_read %arg1[%c0], %cst : tensor<3xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %cst_1 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %cst_2 = arith.constant dense<true> : vector<4xi1>
    %cst_3 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %c0_4 = arith.constant 0 : index
    %2 = vector.mask %0 { vector.gather %arg0[%c0_4] [%cst_1], %cst_2, %cst_3 : tensor<64xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %c0_5 = arith.constant 0 : index
    %c3_6 = arith.constant 3 : index
    %3 = vector.mask %0 { vector.transfer_write %2, %arg1[%c0_5] : vector<4xf32>, tensor<3xf32> } : vector<4xi1> -> tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<64xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @vector_gather(%arg0, %arg1) : (tensor<64xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.500000e+01, -1.000000e+01, -0.0107426634, -1.500000e+01, -8.250000e+00, 96.4925689, 7696.35791, 0.0465358384, 1.050000e+01, -0.0299602766, -6.51885348E-4, -1.375000e+01, -1.500000e+01, -2.500000e-01, 1.175000e+01, 0.000000e+00, 0xFF800000, -8.750000e+00, -42.7648087, -2.500000e-01, 8.000000e+00, -3.000000e+00, -4.40900898, 79.542244, -73.8603515, 8.500000e+00, 1.225000e+01, -0.00392597495, 9.03635926E-4, -0.596362174, 2.58119631, 0xFF800000, 1.250000e+01, 1.425000e+01, -0.00243749958, -1.525000e+01, -1.450000e+01, -8.90797328, 0.305647552, -270.790527, -6.750000e+00, 1.150000e+01, -9.250000e+00, -5.000000e-01, 0.000000e+00, -64.6210251, -755.215332, 1.450000e+01, -4192.78857, 1.000000e+01, 4.750000e+00, 1.500000e+01, -1.575000e+01, 7.39504576, -8.250000e+00, -3.7213285, 5.250000e+00, -1.000000e+00, -0.000000e+00, -7.000000e+00, -8.000000e+00, 3615.30591, -4.284610e+03, 8.250000e+00]> : tensor<64xf32>
    %cst_0 = arith.constant dense<[-1.750000e+00, -1.400000e+01, 2.500000e+00]> : tensor<3xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<64xf32>, tensor<3xf32>) -> tensor<3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<3xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_2 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_2 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
