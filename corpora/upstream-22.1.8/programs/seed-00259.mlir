// Piece 0 of Conversion/TosaToLinalg/tosa-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_abs_scalar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TosaToLinalg/tosa-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 276816288329127676, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_abs_scalar(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = tosa.abs %arg0 : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @test_abs_scalar(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %cst = arith.constant dense<-341.880524> : tensor<f32>
    %0 = call @smith_harness_0(%cst) : (tensor<f32>) -> tensor<f32>
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
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %6 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %8 = arith.addi %7, %6 : i64
    vector.print %8 : i64
    return
  }
}
