// Piece 1 of Dialect/Linalg/simplify-depthwise-conv.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["depthwise_conv_q"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/simplify-depthwise-conv.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1271631209572484163, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @depthwise_conv_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x1xi8>, %arg2: tensor<?x?x?x?x1xi32>, %arg3: i32, %arg4: i32) -> tensor<?x?x?x?x1xi32> {
    %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {_someattr, dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg3, %arg4 : tensor<?x?x?x?xi8>, tensor<?x?x?x1xi8>, i32, i32) outs(%arg2 : tensor<?x?x?x?x1xi32>) -> tensor<?x?x?x?x1xi32>
    return %0 : tensor<?x?x?x?x1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x1xi8>, %arg2: tensor<?x?x?x?x1xi32>, %arg3: i32, %arg4: i32) -> tensor<?x?x?x?x1xi32> {
    %0 = call @depthwise_conv_q(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?x?xi8>, tensor<?x?x?x1xi8>, tensor<?x?x?x?x1xi32>, i32, i32) -> tensor<?x?x?x?x1xi32>
    return %0 : tensor<?x?x?x?x1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<12> : tensor<1x1x1x1xi8>
    %cast = tensor.cast %cst : tensor<1x1x1x1xi8> to tensor<?x?x?x?xi8>
    %cst_0 = arith.constant dense<-57> : tensor<1x1x1x1xi8>
    %cast_1 = tensor.cast %cst_0 : tensor<1x1x1x1xi8> to tensor<?x?x?x1xi8>
    %cst_2 = arith.constant dense<1> : tensor<1x1x1x1x1xi32>
    %cast_3 = tensor.cast %cst_2 : tensor<1x1x1x1x1xi32> to tensor<?x?x?x?x1xi32>
    %c-13_i32 = arith.constant -13 : i32
    %c-11_i32 = arith.constant -11 : i32
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3, %c-13_i32, %c-11_i32) : (tensor<?x?x?x?xi8>, tensor<?x?x?x1xi8>, tensor<?x?x?x?x1xi32>, i32, i32) -> tensor<?x?x?x?x1xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?x?x?x1xi32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?x?x?x1xi32>
    %c2 = arith.constant 2 : index
    %dim_7 = tensor.dim %0, %c2 : tensor<?x?x?x?x1xi32>
    %c3 = arith.constant 3 : index
    %dim_8 = tensor.dim %0, %c3 : tensor<?x?x?x?x1xi32>
    %c1_9 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %dim_8 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c1_9 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<?x?x?x?x1xi32>
              %8 = arith.extsi %extracted : i32 to i64
              %c1000003_i64_11 = arith.constant 1000003 : i64
              %9 = arith.muli %arg9, %c1000003_i64_11 : i64
              %10 = arith.addi %9, %8 : i64
              scf.yield %10 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
