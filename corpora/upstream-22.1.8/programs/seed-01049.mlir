// Piece 119 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_pad_source_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 119, "release": "22.1.8"}, "seed": 5534968917651226898, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_pad_source_cast(%arg0: tensor<4x?xf32>) -> tensor<4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
    %padded = tensor.pad %cast low[0, 0] high[0, 1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %cst : f32
    } : tensor<?x?xf32> to tensor<4x4xf32>
    return %padded : tensor<4x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<4x?xf32>) -> tensor<4x4xf32> {
    %0 = call @fold_pad_source_cast(%arg0) : (tensor<4x?xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.74793815, -0.000000e+00, -7.500000e-01], [-1.475000e+01, 2.500000e+00, 0x7FC00000], [-17.9849834, 7.500000e+00, -24.3856068], [1.350000e+01, 9.250000e+00, 1.250000e+01]]> : tensor<4x3xf32>
    %cast = tensor.cast %cst : tensor<4x3xf32> to tensor<4x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<4x?xf32>) -> tensor<4x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<4x4xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_2 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
