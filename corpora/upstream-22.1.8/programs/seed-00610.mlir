// Piece 11 of Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["does_not_read", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 6203086626678516475, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @does_not_read(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main_0(%arg0: tensor<?xf32> {bufferization.writable = false}) -> f32 {
    %0 = call @does_not_read(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?xf32>
    %1 = arith.remui %c4, %dim : index
    %extracted = tensor.extract %0[%1] : tensor<?xf32>
    return %extracted : f32
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @does_not_read(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<?xf32>) -> f32 {
    %0 = call @main_0(%arg0) : (tensor<?xf32>) -> f32
    return %0 : f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.250000e+00, 0.000000e+00, -0.15277876]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> tensor<?xf32>
    %cst_0 = arith.constant dense<-205.065231> : tensor<1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1xf32> to tensor<?xf32>
    %1 = call @smith_harness_1(%cast_1) : (tensor<?xf32>) -> f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %11 = arith.bitcast %extracted : f32 to i32
      %12 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_5 = arith.constant 2143289344 : i32
      %13 = arith.select %12, %c2143289344_i32_5, %11 : i32
      %14 = arith.extsi %13 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %15 = arith.muli %arg1, %c1000003_i64_6 : i64
      %16 = arith.addi %15, %14 : i64
      scf.yield %16 : i64
    }
    %3 = arith.bitcast %1 : f32 to i32
    %4 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %6 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_4 : i64
    %10 = arith.addi %9, %6 : i64
    vector.print %10 : i64
    return
  }
}
