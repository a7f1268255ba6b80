// Piece 1 of Conversion/TensorToLinalg/tensor-ops-to-linalg.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["generalize_pad_tensor_constant_inside"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/TensorToLinalg/tensor-ops-to-linalg.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4157037222415604626, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @generalize_pad_tensor_constant_inside(%arg0: tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32> {
    %padded = tensor.pad %arg0 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      %cst = arith.constant 0.000000e+00 : f32
      tensor.yield %cst : f32
    } : tensor<1x28x28x1xf32> to tensor<1x32x32x1xf32>
    return %padded : tensor<1x32x32x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32> {
    %0 = call @generalize_pad_tensor_constant_inside(%arg0) : (tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32>
    return %0 : tensor<1x32x32x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<2.21833892E-4> : tensor<1x28x28x1xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<1x28x28x1xf32>) -> tensor<1x32x32x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c32_1 = arith.constant 32 : index
    %c1_2 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c32 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<1x32x32x1xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_4 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_4 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
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
