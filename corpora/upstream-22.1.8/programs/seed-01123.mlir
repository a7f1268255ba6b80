// Piece 1 of Dialect/Tosa/dynamic_extension.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_mul_non_const"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/dynamic_extension.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3923248436121826615, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_mul_non_const(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x1x3xi8>, %arg2: tensor<1xi8>) -> tensor<13x21x3xi16> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<13x21x3xi8>, tensor<13x1x3xi8>, tensor<1xi8>) -> tensor<13x21x3xi16>
    return %1 : tensor<13x21x3xi16>
  }
  func.func @smith_harness_0(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x1x3xi8>, %arg2: tensor<1xi8>) -> tensor<13x21x3xi16> {
    %0 = call @test_mul_non_const(%arg0, %arg1, %arg2) : (tensor<13x21x3xi8>, tensor<13x1x3xi8>, tensor<1xi8>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @main() {
    %cst = arith.constant dense<-10> : tensor<13x21x3xi8>
    %cst_0 = arith.constant dense<[[[13, 1, 0]], [[0, -6, 1]], [[6, -7, 2]], [[-12, -2, -53]], [[0, -100, -39]], [[-6, -6, -1]], [[27, 94, 11]], [[-9, -114, 126]], [[4, 1, -13]], [[13, -4, -128]], [[-109, -1, -128]], [[-128, -55, -7]], [[0, -50, -81]]]> : tensor<13x1x3xi8>
    %cst_1 = arith.constant dense<-128> : tensor<1xi8>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<13x21x3xi8>, tensor<13x1x3xi8>, tensor<1xi8>) -> tensor<13x21x3xi16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c13 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c21 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<13x21x3xi16>
          %6 = arith.extsi %extracted : i16 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %7 = arith.muli %arg5, %c1000003_i64_3 : i64
          %8 = arith.addi %7, %6 : i64
          scf.yield %8 : i64
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
