// Piece 2 of Dialect/Tosa/tosa-decompose-transpose-conv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_conv2d_quantized_padded"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-decompose-transpose-conv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 8383179191622591414, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @transpose_conv2d_quantized_padded(%arg0: tensor<2x16x14x3xi8>, %arg1: tensor<5x3x6x3xi8>, %arg2: tensor<5xi32>) -> tensor<2x21x26x5xi32> {
    %0 = "tosa.const"() <{values = dense<-22> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = tosa.transpose_conv2d %arg0, %arg1, %2, %0, %1 {acc_type = i32, out_pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 1, 1>} : (tensor<2x16x14x3xi8>, tensor<5x3x6x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x21x26x5xi32>
    %4 = tosa.const_shape  {values = dense<[1, 1, 1, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = tosa.reshape %arg2, %4 : (tensor<5xi32>, !tosa.shape<4>) -> tensor<1x1x1x5xi32>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %7 = tosa.minimum %5, %6 : (tensor<1x1x1x5xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x5xi32>
    %8 = "tosa.const"() <{values = dense<-2147483648> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %9 = tosa.sub %8, %7 : (tensor<1x1x1x1xi32>, tensor<1x1x1x5xi32>) -> tensor<1x1x1x5xi32>
    %10 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %11 = tosa.maximum %5, %10 : (tensor<1x1x1x5xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x5xi32>
    %12 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %13 = tosa.sub %12, %11 : (tensor<1x1x1x1xi32>, tensor<1x1x1x5xi32>) -> tensor<1x1x1x5xi32>
    %14 = tosa.maximum %3, %9 : (tensor<2x21x26x5xi32>, tensor<1x1x1x5xi32>) -> tensor<2x21x26x5xi32>
    %15 = tosa.minimum %14, %13 : (tensor<2x21x26x5xi32>, tensor<1x1x1x5xi32>) -> tensor<2x21x26x5xi32>
    %16 = tosa.add %15, %5 : (tensor<2x21x26x5xi32>, tensor<1x1x1x5xi32>) -> tensor<2x21x26x5xi32>
    return %16 : tensor<2x21x26x5xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x16x14x3xi8>, %arg1: tensor<5x3x6x3xi8>, %arg2: tensor<5xi32>) -> tensor<2x21x26x5xi32> {
    %0 = call @transpose_conv2d_quantized_padded(%arg0, %arg1, %arg2) : (tensor<2x16x14x3xi8>, tensor<5x3x6x3xi8>, tensor<5xi32>) -> tensor<2x21x26x5xi32>
    return %0 : tensor<2x21x26x5xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-128> : tensor<2x16x14x3xi8>
    %cst_0 = arith.constant dense<-94> : tensor<5x3x6x3xi8>
    %cst_1 = arith.constant dense<[-1, 1430662987, 1572805786, 13, -12]> : tensor<5xi32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<2x16x14x3xi8>, tensor<5x3x6x3xi8>, tensor<5xi32>) -> tensor<2x21x26x5xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c21 = arith.constant 21 : index
    %c26 = arith.constant 26 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c21 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c26 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x21x26x5xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_3 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_3 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
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
