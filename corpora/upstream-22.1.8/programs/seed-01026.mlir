// Piece 4 of Dialect/Tensor/bubble-reshapes.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bubble_expand_match_non_unit_size_reassocation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bubble-reshapes.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 1836606302373393608, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bubble_expand_match_non_unit_size_reassocation(%arg0: tensor<4x?x4x32x4x?xf16>, %arg1: index, %arg2: index) -> tensor<4x?x4x128x?x32xf16> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3, 4], [5]] : tensor<4x?x4x32x4x?xf16> into tensor<?x128x?xf16>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2], [3], [4, 5]] output_shape [4, %arg1, 4, 128, %arg2, 32] : tensor<?x128x?xf16> into tensor<4x?x4x128x?x32xf16>
    return %expanded : tensor<4x?x4x128x?x32xf16>
  }
  func.func @smith_harness_0(%arg0: tensor<4x?x4x32x4x?xf16>, %arg1: index, %arg2: index) -> tensor<4x?x4x128x?x32xf16> {
    %0 = call @bubble_expand_match_non_unit_size_reassocation(%arg0, %arg1, %arg2) : (tensor<4x?x4x32x4x?xf16>, index, index) -> tensor<4x?x4x128x?x32xf16>
    return %0 : tensor<4x?x4x128x?x32xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<3.500000e+00> : tensor<4x2x4x32x4x2xf16>
    %cast = tensor.cast %cst : tensor<4x2x4x32x4x2xf16> to tensor<4x?x4x32x4x?xf16>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c2, %c3) : (tensor<4x?x4x32x4x?xf16>, index, index) -> tensor<4x?x4x128x?x32xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_0 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_0 : tensor<4x?x4x128x?x32xf16>
    %c4_1 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c4_2 = arith.constant 4 : index
    %dim_3 = tensor.dim %0, %c4_2 : tensor<4x?x4x128x?x32xf16>
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4_1 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c128 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %dim_3 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %8 = scf.for %arg10 = %c0 to %c32 step %c1 iter_args(%arg11 = %arg9) -> (i64) {
                %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8, %arg10] : tensor<4x?x4x128x?x32xf16>
                %9 = arith.bitcast %extracted : f16 to i16
                %10 = arith.cmpf uno, %extracted, %extracted : f16
                %c32256_i16 = arith.constant 32256 : i16
                %11 = arith.select %10, %c32256_i16, %9 : i16
                %12 = arith.extsi %11 : i16 to i64
                %c1000003_i64_5 = arith.constant 1000003 : i64
                %13 = arith.muli %arg11, %c1000003_i64_5 : i64
                %14 = arith.addi %13, %12 : i64
                scf.yield %14 : i64
              }
              scf.yield %8 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
