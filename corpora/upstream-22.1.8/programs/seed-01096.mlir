// Piece 20 of Dialect/Tosa/availability.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_intdiv"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/availability.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 20, "release": "22.1.8"}, "seed": 8590476187693054910, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_intdiv(%arg0: tensor<13x21x1xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = "tosa.const"() <{values = dense<-1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %1 = tosa.maximum %arg1, %0 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %2 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %3 = tosa.minimum %1, %2 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %4 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %5 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %6 = tosa.bitwise_and %3, %5 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %7 = tosa.sub %4, %6 : (tensor<1x1x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %8 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %9 = tosa.bitwise_and %arg0, %8 : (tensor<13x21x1xi32>, tensor<1x1x1xi32>) -> tensor<13x21x1xi32>
    %10 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %11 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %12 = tosa.minimum %9, %11 : (tensor<13x21x1xi32>, tensor<1x1x1xi32>) -> tensor<13x21x1xi32>
    %13 = tosa.sub %10, %12 : (tensor<1x1x1xi32>, tensor<13x21x1xi32>) -> tensor<13x21x1xi32>
    %14 = "tosa.const"() <{values = dense<31> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %15 = tosa.logical_right_shift %arg0, %14 : (tensor<13x21x1xi32>, tensor<1x1x1xi32>) -> tensor<13x21x1xi32>
    %16 = tosa.bitwise_and %15, %13 : (tensor<13x21x1xi32>, tensor<13x21x1xi32>) -> tensor<13x21x1xi32>
    %17 = tosa.bitwise_not %arg1 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %18 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %19 = tosa.bitwise_and %17, %18 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %20 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %21 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %22 = tosa.minimum %19, %21 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %23 = tosa.sub %20, %22 : (tensor<1x1x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %24 = "tosa.const"() <{values = dense<31> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %25 = tosa.logical_right_shift %arg1, %24 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    %26 = tosa.bitwise_and %25, %23 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %27 = tosa.bitwise_and %16, %26 : (tensor<13x21x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %28 = tosa.add %27, %27 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %29 = tosa.add %7, %28 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %30 = tosa.add %arg1, %29 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %31 = tosa.intdiv %arg0, %30 : (tensor<13x21x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %31 : tensor<13x21x3xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<13x21x1xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = call @test_intdiv(%arg0, %arg1) : (tensor<13x21x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-10> : tensor<13x21x1xi32>
    %cst_0 = arith.constant dense<-15> : tensor<13x21x3xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<13x21x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c13 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c21 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<13x21x3xi32>
          %6 = arith.extsi %extracted : i32 to i64
          %c1000003_i64_2 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_2 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
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
