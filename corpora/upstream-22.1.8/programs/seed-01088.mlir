// Piece 1 of Dialect/Tensor/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["concat"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6238412760531109700, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @concat(%arg0: tensor<4x7x3xf32>, %arg1: tensor<4x4x3xf32>, %arg2: tensor<?x?x?xf32>) {
    %concat = tensor.concat dim(0) %arg0 : (tensor<4x7x3xf32>) -> tensor<4x7x3xf32>
    %concat_0 = tensor.concat dim(1) %arg0, %arg1 : (tensor<4x7x3xf32>, tensor<4x4x3xf32>) -> tensor<4x11x3xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg2, %c0 : tensor<?x?x?xf32>
    %c4 = arith.constant 4 : index
    %0 = arith.cmpi eq, %dim, %c4 : index
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg2, %c1 : tensor<?x?x?xf32>
    %c7 = arith.constant 7 : index
    %1 = arith.cmpi eq, %dim_1, %c7 : index
    %2 = arith.andi %0, %1 : i1
    %3 = scf.if %2 -> (tensor<?x?x?xf32>) {
      scf.yield %arg2 : tensor<?x?x?xf32>
    } else {
      %c2_12 = arith.constant 2 : index
      %dim_13 = tensor.dim %arg2, %c2_12 : tensor<?x?x?xf32>
      %8 = tensor.empty(%dim_13) : tensor<4x7x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<4x7x?xf32>) -> tensor<4x7x?xf32>
      %cast_14 = tensor.cast %9 : tensor<4x7x?xf32> to tensor<?x?x?xf32>
      scf.yield %cast_14 : tensor<?x?x?xf32>
    }
    %cast = tensor.cast %3 : tensor<?x?x?xf32> to tensor<4x7x?xf32>
    %cast_2 = tensor.cast %cast : tensor<4x7x?xf32> to tensor<?x?x?xf32>
    %concat_3 = tensor.concat dim(2) %arg0, %cast_2 : (tensor<4x7x3xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %concat_4 = tensor.concat dim(1) %arg2, %arg2 : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x10x?xf32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?x?xf32>
    %c4_7 = arith.constant 4 : index
    %4 = arith.cmpi eq, %dim_6, %c4_7 : index
    %c2 = arith.constant 2 : index
    %dim_8 = tensor.dim %arg2, %c2 : tensor<?x?x?xf32>
    %c3 = arith.constant 3 : index
    %5 = arith.cmpi eq, %dim_8, %c3 : index
    %6 = arith.andi %4, %5 : i1
    %7 = scf.if %6 -> (tensor<?x?x?xf32>) {
      scf.yield %arg2 : tensor<?x?x?xf32>
    } else {
      %c1_12 = arith.constant 1 : index
      %dim_13 = tensor.dim %arg2, %c1_12 : tensor<?x?x?xf32>
      %8 = tensor.empty(%dim_13) : tensor<4x?x3xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<4x?x3xf32>) -> tensor<4x?x3xf32>
      %cast_14 = tensor.cast %9 : tensor<4x?x3xf32> to tensor<?x?x?xf32>
      scf.yield %cast_14 : tensor<?x?x?xf32>
    }
    %cast_9 = tensor.cast %7 : tensor<?x?x?xf32> to tensor<4x?x3xf32>
    %cast_10 = tensor.cast %cast_9 : tensor<4x?x3xf32> to tensor<?x?x?xf32>
    %concat_11 = tensor.concat dim(1) %cast_10, %arg1, %arg0 : (tensor<?x?x?xf32>, tensor<4x4x3xf32>, tensor<4x7x3xf32>) -> tensor<4x?x3xf32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<4x7x3xf32>, %arg1: tensor<4x4x3xf32>, %arg2: tensor<?x?x?xf32>) {
    call @concat(%arg0, %arg1, %arg2) : (tensor<4x7x3xf32>, tensor<4x4x3xf32>, tensor<?x?x?xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-7.87269401, 1.225000e+01, -1.51454442E-4], [-1.275000e+01, -0.617741405, 1.000000e+00], [-7.500000e-01, 17.6229782, -351.856812], [-0.046570085, -1.500000e+00, -3.61979413], [-1.225000e+01, -2.000000e+00, 1.500000e+01], [3.250000e+00, 1.300000e+01, 0.00824036262], [-1.750000e+00, 8.250000e+00, 0x7FC00000]], [[0x7FC00000, -0.0773153305, 7.000000e+00], [-2.000000e+00, 0.00376085122, 0.0615741499], [5.500000e+00, 1.475000e+01, 8.500000e+00], [0.00302962633, -3.250000e+00, -0.0365924723], [1.250000e+01, -5.54741764, -0.0917260274], [-0.00410519401, 7.000000e+00, -0.00961392559], [-50.0433197, 3309.03027, -9.24430787E-4]], [[0.000000e+00, -3.750000e+00, -1.350000e+01], [4.250000e+00, 4.41935917E-5, -1.450000e+01], [-7.500000e-01, -13.5931387, -1.175000e+01], [-3.250000e+00, 1.600000e+01, 4.000000e+00], [1.600000e+01, 6.51381735E-4, 6.750000e+00], [-21.0340919, -0.00563530158, 2.750000e+00], [-0.574244559, 0x7F800000, 9.750000e+00]], [[1.100000e+01, -1.250000e+01, 3.000000e+00], [1.375000e+01, -9.73267364, 0.000000e+00], [-400.912781, 9.750000e+00, 4.61309974E-4], [1.000000e+01, 0x7F800000, -1.275000e+01], [-1.450000e+01, 0x7FC00000, 1.000000e+00], [-1.750000e+00, -1.275000e+01, -1.100000e+01], [6.000000e+00, -2.37202024E-4, -4.69723745E-4]]]> : tensor<4x7x3xf32>
    %cst_0 = arith.constant dense<[[[0.422091216, 7.500000e-01, 1.500000e+01], [-0.000000e+00, 0.0914918482, -6.95083173E-4], [1.200000e+01, 1.375000e+01, -8.250000e+00], [8.250000e+00, -5.398610e-01, 1.200000e+01]], [[-8.500000e+00, -2.500000e+00, -265.27002], [-1.000000e+00, -1.275000e+01, -1.000000e+01], [-1.175000e+01, 1.125000e+01, -1.500000e+00], [-1.175000e+01, 8.000000e+00, 1.000000e+00]], [[1.500000e+01, -912.222412, 1.425000e+01], [1.350000e+01, -3.500000e+00, 0.0529491454], [-4.01567522E-4, 1.450000e+01, -9.46605491], [-1.075000e+01, 5.250000e+00, -935.951599]], [[0x7FC00000, -0.0557354651, 4.250000e+00], [-7.500000e-01, 4.49134794E-4, -1.200000e+01], [2.57893291E-4, -2.500000e+00, 711.964111], [-1.250000e+01, 6.000000e+00, -1.550000e+01]]]> : tensor<4x4x3xf32>
    %cst_1 = arith.constant dense<[[[-5.000000e-01, -4656.92529, -6316.43262], [582.101929, 1.175000e+01, 1.150000e+01], [1.450000e+01, -7.500000e+00, 0xFF800000]], [[-5.44187117, -393.871429, -1.16403011E-4], [0xFF800000, 2.250000e+00, 6.000000e+00], [1.425000e+01, -4.750000e+00, 3.750000e+00]], [[1.000000e+00, 9.700610e+03, 0.0620287433], [1.225000e+01, -1.100000e+01, 3.97077492E-5], [-4.250000e+00, 7.500000e+00, 6.250000e+00]]]> : tensor<3x3x3xf32>
    %cast = tensor.cast %cst_1 : tensor<3x3x3xf32> to tensor<?x?x?xf32>
    call @smith_harness_0(%cst, %cst_0, %cast) : (tensor<4x7x3xf32>, tensor<4x4x3xf32>, tensor<?x?x?xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
