// Piece 0 of Dialect/Tensor/resolve-shaped-type-result-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/resolve-shaped-type-result-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5487438849733660330, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_slice(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %arg1, %c0_2 : tensor<?x?x?xf32>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %0 = arith.subi %dim, %c1_5 : index
    %1 = arith.muli %0, %c1_4 : index
    %2 = arith.subi %dim_3, %1 : index
    %c1_6 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_6 : index
    %4 = arith.remui %arg2, %3 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?x?xf32>
    %c1_9 = arith.constant 1 : index
    %c1_10 = arith.constant 1 : index
    %5 = arith.subi %dim_0, %c1_10 : index
    %6 = arith.muli %5, %c1_9 : index
    %7 = arith.subi %dim_8, %6 : index
    %c1_11 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_11 : index
    %9 = arith.remui %arg3, %8 : index
    %c2_12 = arith.constant 2 : index
    %dim_13 = tensor.dim %arg1, %c2_12 : tensor<?x?x?xf32>
    %c1_14 = arith.constant 1 : index
    %c1_15 = arith.constant 1 : index
    %10 = arith.subi %dim_1, %c1_15 : index
    %11 = arith.muli %10, %c1_14 : index
    %12 = arith.subi %dim_13, %11 : index
    %c1_16 = arith.constant 1 : index
    %13 = arith.maxsi %12, %c1_16 : index
    %14 = arith.remui %arg4, %13 : index
    %inserted_slice = tensor.insert_slice %arg0 into %arg1[%4, %9, %14] [%dim, %dim_0, %dim_1] [1, 1, 1] : tensor<?x?x?xf32> into tensor<?x?x?xf32>
    %dim_17 = tensor.dim %inserted_slice, %c0 : tensor<?x?x?xf32>
    %dim_18 = tensor.dim %inserted_slice, %c1 : tensor<?x?x?xf32>
    %dim_19 = tensor.dim %inserted_slice, %c2 : tensor<?x?x?xf32>
    return %dim_17, %dim_18, %dim_19 : index, index, index
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
    %0:3 = call @insert_slice(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index) -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1.350000e+01, 9.500000e+00, -0.0538769253, 4.500000e+00], [-1.500000e+00, 0.00193094334, 1.025000e+01, 7.000000e+00], [2.000000e+00, -753.540283, -1.500000e+01, 0x7F800000], [1.275000e+01, 1.000000e+00, 2.250000e+00, -3.39268852E-4]], [[0.00432678871, -1.400000e+01, -665.645081, 1.150000e+01], [1.325000e+01, 5.51482439, -1.225000e+01, -8.76528502E-4], [0.0224919748, -1.450000e+01, 1.250000e+01, 4.96761703], [-720.835938, -1.200000e+01, -1.01582751E-4, 4.250000e+00]], [[-0.17916128, 1.350000e+01, -0.849810183, -8.500000e+00], [-3.750000e+00, -5.000000e-01, 3654.36182, 5.000000e+00], [3.000000e+00, 7.500000e-01, -0.952880263, 0x7F800000], [6.750000e+00, 1.050000e+01, 1.500000e+00, -1.025000e+01]], [[1.275000e+01, -1.550000e+01, 3.500000e+00, -4.32034683], [1.325000e+01, 0.000000e+00, -8.500000e+00, 1.300000e+01], [-1.175000e+01, -1.225000e+01, 1.84678411, -5.250000e+00], [-3.250000e+00, 1.500000e+00, 427.466949, 1.575000e+01]]]> : tensor<4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %cst_0 = arith.constant dense<[[[-1.000000e+00, -0.92874372, 4.750000e+00, 1.425000e+01], [9.500000e+00, -8.000000e+00, -1.000000e+00, -0.000000e+00], [-0.0488652512, 0.00570768397, -1.275000e+01, 7.000000e+00], [1.475000e+01, -1.500000e+01, -0.00291648228, -3.000000e+00]], [[-0.836267113, 8.500000e+00, 1.000000e+01, -1.200000e+01], [-0.00252303947, 0.000000e+00, -1.025000e+01, 8.250000e+00], [6.250000e+00, 7.500000e-01, 0xFF800000, 6.500000e+00], [-41.744091, -717.112427, 1.275000e+01, -8.000000e+00]], [[-1.200000e+01, 9.77708143E-4, 1.450000e+01, -1.19893575], [8.500000e+00, -2.000000e+00, 1.750000e+00, -1.075000e+01], [-1.475000e+01, 3.500000e+00, 1.475000e+01, -4.750000e+00], [-2.250000e+00, -0.226804554, -1.075000e+01, -0.000000e+00]], [[1.500000e+01, -5.000000e-01, -6.000000e+00, -1.250000e+01], [-8.250000e+00, 1.200000e+01, -1.500000e+01, -6.750000e+00], [-2669.35596, -3.750000e+00, 0.00443347776, -6.250000e+00], [5.000000e+00, -1.000000e+00, -0.00953636784, 5.000000e-01]]]> : tensor<4x4x4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %0:3 = call @smith_harness_0(%cast, %cast_1, %c0, %c2, %c0_2) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index) -> (index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_3 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_4 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
