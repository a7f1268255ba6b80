// Piece 46 of Dialect/Linalg/data-layout-propagation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_bubble_up_pack_non_innermost_expanded_dim_through_expand"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/data-layout-propagation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 46, "release": "22.1.8"}, "seed": 6156850472088927338, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_bubble_up_pack_non_innermost_expanded_dim_through_expand(%arg0: tensor<32x64xf32>) -> tensor<2x8x64x2xf32> {
    %0 = tensor.empty() : tensor<2x8x64x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x64x2xf32>) -> tensor<2x8x64x2xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %pack = linalg.pack %expanded inner_dims_pos = [0] inner_tiles = [2] into %1 : tensor<4x8x64xf32> -> tensor<2x8x64x2xf32>
    return %pack : tensor<2x8x64x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<32x64xf32>) -> tensor<2x8x64x2xf32> {
    %0 = call @no_bubble_up_pack_non_innermost_expanded_dim_through_expand(%arg0) : (tensor<32x64xf32>) -> tensor<2x8x64x2xf32>
    return %0 : tensor<2x8x64x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<7.66719051E-4> : tensor<32x64xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<32x64xf32>) -> tensor<2x8x64x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c2_0 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c64 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2_0 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<2x8x64x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_2 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
