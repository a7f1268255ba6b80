// Piece 9 of Dialect/Tosa/tosa-narrow-i64-to-i32.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_reshape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-narrow-i64-to-i32.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 3420205729539055566, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_reshape(%arg0: tensor<13x21x3xi64>) -> tensor<1x819xi64> {
    %0 = tosa.const_shape  {values = dense<[1, 819]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<13x21x3xi64>, !tosa.shape<2>) -> tensor<1x819xi64>
    return %1 : tensor<1x819xi64>
  }
  func.func @smith_harness_0(%arg0: tensor<13x21x3xi64>) -> tensor<1x819xi64> {
    %0 = call @test_reshape(%arg0) : (tensor<13x21x3xi64>) -> tensor<1x819xi64>
    return %0 : tensor<1x819xi64>
  }
  func.func @main() {
    %cst = arith.constant dense<-6014042172943854622> : tensor<13x21x3xi64>
    %0 = call @smith_harness_0(%cst) : (tensor<13x21x3xi64>) -> tensor<1x819xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c819 = arith.constant 819 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c819 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<1x819xi64>
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %5 = arith.muli %arg3, %c1000003_i64_2 : i64
        %6 = arith.addi %5, %extracted : i64
        scf.yield %6 : i64
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
