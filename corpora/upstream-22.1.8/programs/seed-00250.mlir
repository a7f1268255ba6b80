// Piece 9 of Conversion/TosaToLinalg/tosa-to-linalg-named.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["avg_pool_i8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 3795869964712552491, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @avg_pool_i8(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.avg_pool2d %arg0, %0, %1 {acc_type = i32, kernel = array<i64: 4, 4>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x33x62xi8>
    return %2 : tensor<1x5x33x62xi8>
  }
  func.func @smith_harness_0(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8> {
    %0 = call @avg_pool_i8(%arg0) : (tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8>
    return %0 : tensor<1x5x33x62xi8>
  }
  func.func @main() {
    %cst = arith.constant dense<-92> : tensor<1x6x34x62xi8>
    %0 = call @smith_harness_0(%cst) : (tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c33 = arith.constant 33 : index
    %c62 = arith.constant 62 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c33 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c62 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x5x33x62xi8>
            %7 = arith.extsi %extracted : i8 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_2 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
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
