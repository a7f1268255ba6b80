// Piece 8 of Dialect/Tosa/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_wh_depthwise_conv2d_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3797280222157101302, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_wh_depthwise_conv2d_fold(%arg0: tensor<1x8x4x3xf32>, %arg1: tensor<3x3x3x1xf32>, %arg2: tensor<3xf32>) -> tensor<1x10x8x3xf32> {
    %0 = tosa.const_shape  {values = dense<[0, 0, 1, 1, 2, 2, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.pad %arg0, %0, %1 : (tensor<1x8x4x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x10x8x3xf32>
    %5 = tosa.depthwise_conv2d %4, %arg1, %arg2, %2, %3 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x10x8x3xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x8x3xf32>
    return %5 : tensor<1x10x8x3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x8x4x3xf32>, %arg1: tensor<3x3x3x1xf32>, %arg2: tensor<3xf32>) -> tensor<1x10x8x3xf32> {
    %0 = call @pad_wh_depthwise_conv2d_fold(%arg0, %arg1, %arg2) : (tensor<1x8x4x3xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>) -> tensor<1x10x8x3xf32>
    return %0 : tensor<1x10x8x3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[0.842666506, 1.000000e+00, 5.000000e-01], [-1.750000e+00, -0.000000e+00, 0.00615922594], [41.7793388, -2.295020e+01, -0.0429152772], [-0.000000e+00, -7.500000e-01, -7.500000e+00]], [[3.250000e+00, -0.00482209912, -0.000000e+00], [-3.000000e+00, -3615.33789, 1.025000e+01], [7.750000e+00, 1.175000e+01, -5.000000e+00], [2.500000e+00, -5.000000e-01, 0.941970229]], [[-81.6349106, -0.000000e+00, -8.500000e+00], [-1.000000e+00, 2.88522267, 257.53421], [-5.750000e+00, 1.000000e+01, 6.000000e+00], [-35.1061287, -2.500000e+00, 0.000000e+00]], [[0xFF800000, -3.000000e+00, 0.00842677056], [-0.000000e+00, -1.100000e+01, -0.000000e+00], [0x7FC00000, 1.600000e+01, -7068.49853], [1.525000e+01, 5.65358321E-4, -1.150000e+01]], [[3.750000e+00, 8.000000e+00, -1.475000e+01], [-443.609802, 5.500000e+00, -2.750000e+00], [0.000000e+00, 1.350000e+01, 5.750000e+00], [1.000000e+00, -8.000000e+00, 6.92313537E-4]], [[-2.500000e-01, -9.87617111, -1.350000e+01], [-4.750000e+00, 28.4187012, -0.0877872407], [-0.0970700904, -8.16983699, -3.73200979E-4], [8.13308754E-4, 0.00751658622, -2.51529214E-4]], [[1.550000e+01, -1.300000e+01, 625.865051], [-1.35760695E-6, -3.750000e+00, -1.000000e+00], [0xFF800000, 8.250000e+00, -1.300000e+01], [3.23178247E-4, 219.908234, 0.00679279724]], [[-1.550000e+01, 0.72998923, 1.550000e+01], [-0.000000e+00, -1.3387487E-4, 1.150000e+01], [-0.959589838, 6.750000e+00, -1.200000e+01], [-1.10684538E-4, -1.600000e+01, 6.750000e+00]]]]> : tensor<1x8x4x3xf32>
    %cst_0 = arith.constant dense<[[[[-1.075000e+01], [0.0157473013], [0.593123078]], [[1.225000e+01], [60.279026], [1.550000e+01]], [[-3.000000e+00], [-3.114030e+03], [-1.275000e+01]]], [[[1.175000e+01], [6.750000e+00], [-3.01308173E-4]], [[-1.000000e+01], [-1601.98242], [-0.00649368856]], [[3.000000e+00], [-9.000000e+00], [-1.000000e+00]]], [[[-3.250000e+00], [5.02143346E-4], [7.500000e-01]], [[-0.000000e+00], [883.605712], [-65.0034561]], [[-6.06266898E-4], [-78.5810241], [0.058357209]]]]> : tensor<3x3x3x1xf32>
    %cst_1 = arith.constant dense<[-4.750000e+00, -509.295532, -2.250000e+00]> : tensor<3xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x8x4x3xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>) -> tensor<1x10x8x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c3 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x10x8x3xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_4 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_4 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
