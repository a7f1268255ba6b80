// Piece 111 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_fold_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 111, "release": "22.1.8"}, "seed": 200548390470168641, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_fold_static(%arg0: tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %padded = tensor.pad %arg0 low[0, %c4, 1, 1] high[0, %c4, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<?x64x?x?xf32> to tensor<?x?x?x?xf32>
    return %padded : tensor<?x?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %0 = call @pad_fold_static(%arg0) : (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>
    return %0 : tensor<?x?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-330.873108> : tensor<4x64x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x64x4x4xf32> to tensor<?x64x?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x?x?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0, %c1_1 : tensor<?x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %0, %c2 : tensor<?x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_4 = tensor.dim %0, %c3 : tensor<?x?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %dim_4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<?x?x?x?xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_6 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
