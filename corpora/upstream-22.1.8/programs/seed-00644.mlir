// Piece 17 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_fill_reshape"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 3392646689821507834, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_fill_reshape() -> tensor<6x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x2x3x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
    return %collapsed : tensor<6x4xf32>
  }
  func.func @smith_harness_0() -> tensor<6x4xf32> {
    %0 = call @fold_fill_reshape() : () -> tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<6x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c6 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<6x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_1 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
