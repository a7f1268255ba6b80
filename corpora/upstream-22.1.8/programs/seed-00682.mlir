// Piece 9 of Dialect/Linalg/decompose-pack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pack_with_non_adjacent_inner_dims_pos_and_unit_outer"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-pack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 6579173178925570995, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pack_with_non_adjacent_inner_dims_pos_and_unit_outer(%arg0: tensor<1x1x4xf32>, %arg1: tensor<1x1x1x4x1xf32>) -> tensor<1x1x1x4x1xf32> {
    %pack = linalg.pack %arg0 outer_dims_perm = [1, 2, 0] inner_dims_pos = [2, 0] inner_tiles = [4, 1] into %arg1 : tensor<1x1x4xf32> -> tensor<1x1x1x4x1xf32>
    return %pack : tensor<1x1x1x4x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x1x4xf32>, %arg1: tensor<1x1x1x4x1xf32>) -> tensor<1x1x1x4x1xf32> {
    %0 = call @pack_with_non_adjacent_inner_dims_pos_and_unit_outer(%arg0, %arg1) : (tensor<1x1x4xf32>, tensor<1x1x1x4x1xf32>) -> tensor<1x1x1x4x1xf32>
    return %0 : tensor<1x1x1x4x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1.000000e+00, -1.050000e+01, -1.125000e+01, 7.43847977E-6]]]> : tensor<1x1x4xf32>
    %cst_0 = arith.constant dense<[[[[[2.000000e+00], [-5.97235393], [380.859924], [0x7F800000]]]]]> : tensor<1x1x1x4x1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<1x1x4xf32>, tensor<1x1x1x4x1xf32>) -> tensor<1x1x1x4x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c1_3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c4 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c1_4 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<1x1x1x4x1xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_6 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_6 : i64
              %13 = arith.addi %12, %11 : i64
              scf.yield %13 : i64
            }
            scf.yield %7 : i64
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
