// Piece 56 of Dialect/Tosa/level_check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_add_rank_valid"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/level_check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 56, "release": "22.1.8"}, "seed": 1084448314673972022, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_add_rank_valid(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = call @test_add_rank_valid(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %cst = arith.constant dense<98.7198104> : tensor<f32>
    %cst_0 = arith.constant dense<-9.250000e+00> : tensor<f32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<f32>
    %1 = arith.bitcast %extracted : f32 to i32
    %2 = arith.cmpf uno, %extracted, %extracted : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %6 : i64
    vector.print %8 : i64
    return
  }
}
