// Piece 27 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_identity"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 27, "release": "22.1.8"}, "seed": 6662424363453613100, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_identity(%arg0: tensor<1xf32>, %arg1: tensor<1xi32>) -> (tensor<1xf32>, tensor<1xi32>) {
    %0 = tosa.identity %arg0 : (tensor<1xf32>) -> tensor<1xf32>
    %1 = tosa.identity %arg1 : (tensor<1xi32>) -> tensor<1xi32>
    return %0, %1 : tensor<1xf32>, tensor<1xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<1xf32>, %arg1: tensor<1xi32>) -> (tensor<1xf32>, tensor<1xi32>) {
    %0:2 = call @test_identity(%arg0, %arg1) : (tensor<1xf32>, tensor<1xi32>) -> (tensor<1xf32>, tensor<1xi32>)
    return %0#0, %0#1 : tensor<1xf32>, tensor<1xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-73.3816452> : tensor<1xf32>
    %cst_0 = arith.constant dense<462556833> : tensor<1xi32>
    %0:2 = call @smith_harness_0(%cst, %cst_0) : (tensor<1xf32>, tensor<1xi32>) -> (tensor<1xf32>, tensor<1xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<1xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_8 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c1_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<1xi32>
      %7 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_8 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
