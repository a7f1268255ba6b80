// Piece 11 of Dialect/Tosa/tosa-reduce-transposes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_back_to_back_nullifiers"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/tosa-reduce-transposes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 4242117329716768109, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_back_to_back_nullifiers(%arg0: tensor<2x3xi32>) -> tensor<3x2xi32> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
    %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<3x2xi32>) -> tensor<2x3xi32>
    %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
    return %2 : tensor<3x2xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x3xi32>) -> tensor<3x2xi32> {
    %0 = call @test_back_to_back_nullifiers(%arg0) : (tensor<2x3xi32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1473806148, -6, -1], [1, -1595226915, 10]]> : tensor<2x3xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<2x3xi32>) -> tensor<3x2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<3x2xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_1 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
