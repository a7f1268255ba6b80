// Piece 2 of Dialect/Linalg/constant-fold.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_fold_4d_i32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/constant-fold.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4421664570119515835, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>
module {
  func.func @transpose_fold_4d_i32(%arg0: tensor<3x1x4x2xi32>) -> tensor<3x1x4x2xi32> {
    %cst = arith.constant dense<[[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]]> : tensor<1x2x3x4xi32>
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<1x2x3x4xi32>) outs(%arg0 : tensor<3x1x4x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3x1x4x2xi32>
    return %0 : tensor<3x1x4x2xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x1x4x2xi32>) -> tensor<3x1x4x2xi32> {
    %0 = call @transpose_fold_4d_i32(%arg0) : (tensor<3x1x4x2xi32>) -> tensor<3x1x4x2xi32>
    return %0 : tensor<3x1x4x2xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[2, 0], [9, 0], [0, -15], [2147483647, -7]]], [[[-486022796, 14], [14, 1922930957], [1, 1], [-1988387249, 2]]], [[[7, -15], [-2, 16], [1982281462, -1611207193], [-1653306357, -10]]]]> : tensor<3x1x4x2xi32>
    %0 = call @smith_harness_0(%cst) : (tensor<3x1x4x2xi32>) -> tensor<3x1x4x2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<3x1x4x2xi32>
            %7 = arith.extsi %extracted : i32 to i64
            %c1000003_i64_2 = arith.constant 1000003 : i64
            %8 = arith.muli %arg7, %c1000003_i64_2 : i64
            %9 = arith.addi %8, %7 : i64
            scf.yield %9 : i64
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
