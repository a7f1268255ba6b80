// Piece 5 of Dialect/Tosa/tosa-decompose-depthwise.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["depthwise_conv2d_no_const_zero_point"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-decompose-depthwise.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 6261546168756084148, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @depthwise_conv2d_no_const_zero_point(%arg0: tensor<4x10x10x2xi8>, %arg1: tensor<1x1x2x3xi8>, %arg2: tensor<6xi32>, %arg3: tensor<1xi8>, %arg4: tensor<1xi8>) -> tensor<4x10x10x6xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = tosa.depthwise_conv2d %arg0, %arg1, %0, %arg3, %arg4 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<4x10x10x2xi8>, tensor<1x1x2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x10x10x6xi32>
    %2 = tosa.const_shape  {values = dense<[1, 1, 1, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %3 = tosa.reshape %arg2, %2 : (tensor<6xi32>, !tosa.shape<4>) -> tensor<1x1x1x6xi32>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %5 = tosa.minimum %3, %4 : (tensor<1x1x1x6xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x6xi32>
    %6 = "tosa.const"() <{values = dense<-2147483648> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %7 = tosa.sub %6, %5 : (tensor<1x1x1x1xi32>, tensor<1x1x1x6xi32>) -> tensor<1x1x1x6xi32>
    %8 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %9 = tosa.maximum %3, %8 : (tensor<1x1x1x6xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x6xi32>
    %10 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %11 = tosa.sub %10, %9 : (tensor<1x1x1x1xi32>, tensor<1x1x1x6xi32>) -> tensor<1x1x1x6xi32>
    %12 = tosa.maximum %1, %7 : (tensor<4x10x10x6xi32>, tensor<1x1x1x6xi32>) -> tensor<4x10x10x6xi32>
    %13 = tosa.minimum %12, %11 : (tensor<4x10x10x6xi32>, tensor<1x1x1x6xi32>) -> tensor<4x10x10x6xi32>
    %14 = tosa.add %13, %3 : (tensor<4x10x10x6xi32>, tensor<1x1x1x6xi32>) -> tensor<4x10x10x6xi32>
    return %14 : tensor<4x10x10x6xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x10x10x2xi8>, %arg1: tensor<1x1x2x3xi8>, %arg2: tensor<6xi32>, %arg3: tensor<1xi8>, %arg4: tensor<1xi8>) -> tensor<4x10x10x6xi32> {
    %0 = call @depthwise_conv2d_no_const_zero_point(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<4x10x10x2xi8>, tensor<1x1x2x3xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x10x10x6xi32>
    return %0 : tensor<4x10x10x6xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-16> : tensor<4x10x10x2xi8>
    %cst_0 = arith.constant dense<[[[[126, -2, 110], [1, 91, -1]]]]> : tensor<1x1x2x3xi8>
    %cst_1 = arith.constant dense<[7, 12, 13, 1, -2, -2147483648]> : tensor<6xi32>
    %cst_2 = arith.constant dense<-75> : tensor<1xi8>
    %cst_3 = arith.constant dense<-121> : tensor<1xi8>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (tensor<4x10x10x2xi8>, tensor<1x1x2x3xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x10x10x6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c10_4 = arith.constant 10 : index
    %c6 = arith.constant 6 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c10_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c6 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<4x10x10x6xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_6 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
