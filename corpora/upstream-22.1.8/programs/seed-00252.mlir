// Piece 24 of Conversion/TosaToLinalg/tosa-to-linalg-named.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["depthwise_conv_quant"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 6575342923398709807, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @depthwise_conv_quant(%arg0: tensor<1x12x12x4xi8>, %arg1: tensor<3x3x4x128xi8>, %arg2: tensor<512xi32>) {
    %0 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = tosa.depthwise_conv2d %arg0, %arg1, %2, %0, %1 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x12x12x4xi8>, tensor<3x3x4x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x12x12x512xi32>
    %4 = tosa.const_shape  {values = dense<[1, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = tosa.reshape %arg2, %4 : (tensor<512xi32>, !tosa.shape<4>) -> tensor<1x1x1x512xi32>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %7 = tosa.minimum %5, %6 : (tensor<1x1x1x512xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x512xi32>
    %8 = "tosa.const"() <{values = dense<-2147483648> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %9 = tosa.sub %8, %7 : (tensor<1x1x1x1xi32>, tensor<1x1x1x512xi32>) -> tensor<1x1x1x512xi32>
    %10 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %11 = tosa.maximum %5, %10 : (tensor<1x1x1x512xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x512xi32>
    %12 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %13 = tosa.sub %12, %11 : (tensor<1x1x1x1xi32>, tensor<1x1x1x512xi32>) -> tensor<1x1x1x512xi32>
    %14 = tosa.maximum %3, %9 : (tensor<1x12x12x512xi32>, tensor<1x1x1x512xi32>) -> tensor<1x12x12x512xi32>
    %15 = tosa.minimum %14, %13 : (tensor<1x12x12x512xi32>, tensor<1x1x1x512xi32>) -> tensor<1x12x12x512xi32>
    %16 = tosa.add %15, %5 : (tensor<1x12x12x512xi32>, tensor<1x1x1x512xi32>) -> tensor<1x12x12x512xi32>
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1x12x12x4xi8>, %arg1: tensor<3x3x4x128xi8>, %arg2: tensor<512xi32>) {
    call @depthwise_conv_quant(%arg0, %arg1, %arg2) : (tensor<1x12x12x4xi8>, tensor<3x3x4x128xi8>, tensor<512xi32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<83> : tensor<1x12x12x4xi8>
    %cst_0 = arith.constant dense<9> : tensor<3x3x4x128xi8>
    %cst_1 = arith.constant dense<-960410505> : tensor<512xi32>
    call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x12x12x4xi8>, tensor<3x3x4x128xi8>, tensor<512xi32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
