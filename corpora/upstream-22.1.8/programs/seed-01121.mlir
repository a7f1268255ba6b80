// Piece 0 of Dialect/Tosa/constant_folding.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_const", "test_const_i64", "try_fold_equal_with_unranked_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/constant_folding.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6727947515208692719, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_const(%arg0: index) -> tensor<4xi32> {
    %0 = "tosa.const"() <{values = dense<[3, 0, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func @test_const_i64(%arg0: index) -> tensor<4xi64> {
    %0 = "tosa.const"() <{values = dense<[3, 0, 1, 2]> : tensor<4xi64>}> : () -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @try_fold_equal_with_unranked_tensor(%arg0: tensor<4xi32>, %arg1: tensor<1xi32>) {
    %0 = tosa.equal %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi1>
    return
  }
  func.func @smith_harness_0(%arg0: index) -> tensor<4xi32> {
    %0 = call @test_const(%arg0) : (index) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func @smith_harness_1(%arg0: index) -> tensor<4xi64> {
    %0 = call @test_const_i64(%arg0) : (index) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @smith_harness_2(%arg0: tensor<4xi32>, %arg1: tensor<1xi32>) {
    call @try_fold_equal_with_unranked_tensor(%arg0, %arg1) : (tensor<4xi32>, tensor<1xi32>) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c1) : (index) -> tensor<4xi32>
    %c3 = arith.constant 3 : index
    %1 = call @smith_harness_1(%c3) : (index) -> tensor<4xi64>
    %cst = arith.constant dense<[10, 1, -868189503, 13]> : tensor<4xi32>
    %cst_0 = arith.constant dense<0> : tensor<1xi32>
    call @smith_harness_2(%cst, %cst_0) : (tensor<4xi32>, tensor<1xi32>) -> ()
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c4 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<4xi32>
      %8 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_8 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c4_4 = arith.constant 4 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_2 to %c4_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %extracted = tensor.extract %1[%arg0] : tensor<4xi64>
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_8 : i64
      %9 = arith.addi %8, %extracted : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_7 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
