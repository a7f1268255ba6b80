// Piece 0 of Integration/Dialect/Linalg/CPU/test-collapse-tensor.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["collapse_dynamic_shape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Linalg/CPU/test-collapse-tensor.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6707106343717715390, "skipped": {"main": "calls declared", "printMemrefF32": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @collapse_dynamic_shape(%arg0: tensor<2x?x?x?xf32>) -> tensor<2x?x?xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<2x?x?x?xf32> into tensor<2x?x?xf32>
    return %collapsed : tensor<2x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<2x?x?x?xf32>) -> tensor<2x?x?xf32> {
    %0 = call @collapse_dynamic_shape(%arg0) : (tensor<2x?x?x?xf32>) -> tensor<2x?x?xf32>
    return %0 : tensor<2x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[6.750000e+00]]], [[[7.250000e+00]]]]> : tensor<2x1x1x1xf32>
    %cast = tensor.cast %cst : tensor<2x1x1x1xf32> to tensor<2x?x?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<2x?x?x?xf32>) -> tensor<2x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_0 : tensor<2x?x?xf32>
    %c2_1 = arith.constant 2 : index
    %dim_2 = tensor.dim %0, %c2_1 : tensor<2x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_2 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_4 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
