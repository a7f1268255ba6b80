// Piece 0 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["expand_shape_identity_fold"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2258613455661713353, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @expand_shape_identity_fold(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %expanded = tensor.expand_shape %arg0 [[0]] output_shape [5] : tensor<5xf32> into tensor<5xf32>
    return %expanded : tensor<5xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @expand_shape_identity_fold(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.000000e+00, 2.750000e+00, 5.250000e+00, 0x7F800000, 1.600000e+01]> : tensor<5xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<5xf32>) -> tensor<5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<5xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_1 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
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
