// Piece 134 of Dialect/Tosa/level_check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_while_loop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/level_check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 134, "release": "22.1.8"}, "seed": 539465644091610544, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_while_loop(%arg0: tensor<1x1x1x1x1x1x1xf32>, %arg1: tensor<i32>) {
    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:2 = tosa.while_loop (%arg2 = %0, %arg3 = %arg0) : (tensor<i32>, tensor<1x1x1x1x1x1x1xf32>) -> (tensor<i32>, tensor<1x1x1x1x1x1x1xf32>) {
      %2 = tosa.greater_equal %arg2, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = tosa.logical_not %2 : (tensor<i1>) -> tensor<i1>
      tosa.yield %3 : tensor<i1>
    } do {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<1x1x1x1x1x1x1xf32>):
      %2 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %4 = tosa.minimum %2, %3 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %5 = "tosa.const"() <{values = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
      %6 = tosa.sub %5, %4 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %7 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %8 = tosa.maximum %2, %7 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %9 = "tosa.const"() <{values = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
      %10 = tosa.sub %9, %8 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %11 = tosa.maximum %arg2, %6 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %12 = tosa.minimum %11, %10 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = tosa.add %12, %2 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tosa.yield %13, %arg3 : tensor<i32>, tensor<1x1x1x1x1x1x1xf32>
    }
    return
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x1x1x1x1x1xf32>, %arg1: tensor<i32>) {
    call @test_while_loop(%arg0, %arg1) : (tensor<1x1x1x1x1x1x1xf32>, tensor<i32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<7.500000e-01> : tensor<1x1x1x1x1x1x1xf32>
    %cst_0 = arith.constant dense<-1803253510> : tensor<i32>
    call @smith_harness_0(%cst, %cst_0) : (tensor<1x1x1x1x1x1x1xf32>, tensor<i32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
