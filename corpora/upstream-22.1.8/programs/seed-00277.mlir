// Piece 0 of Conversion/TosaToSCF/tosa-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["while_test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToSCF/tosa-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5814894792158882804, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @while_test(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = tosa.while_loop (%arg1 = %arg0) : (tensor<i32>) -> tensor<i32> {
      %1 = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %2 = tosa.greater_equal %1, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %2 : tensor<i1>
    } do {
    ^bb0(%arg1: tensor<i32>):
      %1 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %2 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %3 = tosa.minimum %1, %2 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "tosa.const"() <{values = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
      %5 = tosa.sub %4, %3 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %6 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %7 = tosa.maximum %1, %6 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %8 = "tosa.const"() <{values = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
      %9 = tosa.sub %8, %7 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %10 = tosa.maximum %arg1, %5 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %11 = tosa.minimum %10, %9 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %12 = tosa.add %11, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tosa.yield %12 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
  func.func @smith_harness_0(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = call @while_test(%arg0) : (tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @main() {
    %cst = arith.constant dense<1376031939> : tensor<i32>
    %0 = call @smith_harness_0(%cst) : (tensor<i32>) -> tensor<i32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<i32>
    %1 = arith.extsi %extracted : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
