// Piece 13 of Dialect/Tensor/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dim_not_reading"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 5784985598509606806, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @dim_not_reading(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> (tensor<?xf32>, index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.remui %arg2, %dim : index
    %inserted = tensor.insert %arg1 into %arg0[%0] : tensor<?xf32>
    %dim_1 = tensor.dim %arg0, %c0 : tensor<?xf32>
    return %inserted, %dim_1 : tensor<?xf32>, index
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> (tensor<?xf32>, index) {
    %0:2 = call @dim_not_reading(%arg0, %arg1, %arg2) : (tensor<?xf32>, f32, index) -> (tensor<?xf32>, index)
    return %0#0, %0#1 : tensor<?xf32>, index
  }
  func.func @main() {
    %cst = arith.constant dense<[3.750000e+00, 0x7F800000, -5.750000e+00, 8.250000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %cst_0 = arith.constant 0.0705177039 : f32
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%cast, %cst_0, %c1) : (tensor<?xf32>, f32, index) -> (tensor<?xf32>, index)
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_5 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_5 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_4 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
