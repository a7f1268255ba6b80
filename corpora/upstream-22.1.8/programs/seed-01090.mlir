// Piece 15 of Dialect/Tensor/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 15, "release": "22.1.8"}, "seed": 5881597748667137059, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_dynamic(%arg0: tensor<1x2x2x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<6x?x?x?xf32> {
    %padded = tensor.pad %arg0 low[2, %arg1, 3, 3] high[3, 3, %arg2, 2] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
      tensor.yield %arg3 : f32
    } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
    return %padded : tensor<6x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2x2x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<6x?x?x?xf32> {
    %0 = call @pad_dynamic(%arg0, %arg1, %arg2, %arg3) : (tensor<1x2x2x?xf32>, index, index, f32) -> tensor<6x?x?x?xf32>
    return %0 : tensor<6x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-2.500000e-01, -5.250000e+00], [0.000000e+00, -3.250000e+00]], [[-1.525000e+01, -1.500000e+00], [-5.750000e+00, 9.500000e+00]]]]> : tensor<1x2x2x2xf32>
    %cast = tensor.cast %cst : tensor<1x2x2x2xf32> to tensor<1x2x2x?xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant -1.375000e+01 : f32
    %0 = call @smith_harness_0(%cast, %c1, %c2, %cst_0) : (tensor<1x2x2x?xf32>, index, index, f32) -> tensor<6x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c1_2 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_2 : tensor<6x?x?x?xf32>
    %c2_3 = arith.constant 2 : index
    %dim_4 = tensor.dim %0, %c2_3 : tensor<6x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_5 = tensor.dim %0, %c3 : tensor<6x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c6 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_4 step %c1_1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %dim_5 step %c1_1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<6x?x?x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_7 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_7 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
