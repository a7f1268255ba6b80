// README quickstart prog-00009 (smith gen --dialects tosa,arith --count 20 --seed 7), reduced by
// smith reduce (507 -> 16 ops): affine-loop-fusion fuses the zero fill of the padded buffer of a
// tosa.avg_pool2d into the pooling nest: element [0,0,0,0] is 0 instead of 190.125 (f16 bits 23025).
module {
  func.func private @compute(%arg0: tensor<3x5x1x1xf16>) -> tensor<3x3x1x1xf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %2 = tosa.avg_pool2d %arg0, %0, %1 {acc_type = f16, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<3x5x1x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3x3x1x1xf16>
    return %2 : tensor<3x3x1x1xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[1.901250e+02]], [[-2.000000e+00]], [[1.750000e+00]], [[-7.500000e-01]], [[-1.125000e+01]]], [[[1.385500e-01]], [[1.250000e+01]], [[3.968750e+00]], [[0x7C00]], [[2.500000e+00]]], [[[4.000000e+00]], [[1.050000e+01]], [[9.222410e-02]], [[-2.500000e-01]], [[1.250000e+01]]]]> : tensor<3x5x1x1xf16>
    %0 = call @compute(%cst) : (tensor<3x5x1x1xf16>) -> tensor<3x3x1x1xf16>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0_0, %c0_1, %c0, %c0] : tensor<3x3x1x1xf16>
    %1 = arith.bitcast %extracted : f16 to i16
    %2 = arith.extsi %1 : i16 to i64
    vector.print %2 : i64
    return
  }
}
