// Piece 7 of Dialect/Linalg/reshape_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["reshape_as_consumer_permutation"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 7, "release": "22.1.8"}, "seed": 7385672627473634969, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
module {
  func.func @reshape_as_consumer_permutation(%arg0: tensor<210x6x4xi32>, %arg1: tensor<210x4xi32>) -> tensor<2x3x4x5x6x7xi32> {
    %0 = tensor.empty() : tensor<6x4x210xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<210x6x4xi32>, tensor<210x4xi32>) outs(%0 : tensor<6x4x210xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %4 = linalg.index 2 : index
      %5 = arith.addi %in, %in_0 : i32
      %6 = arith.index_cast %2 : index to i32
      %7 = arith.addi %5, %6 : i32
      %8 = arith.index_cast %3 : index to i32
      %9 = arith.addi %7, %8 : i32
      %10 = arith.index_cast %4 : index to i32
      %11 = arith.addi %9, %10 : i32
      linalg.yield %11 : i32
    } -> tensor<6x4x210xi32>
    %expanded = tensor.expand_shape %1 [[0, 1], [2], [3, 4, 5]] output_shape [2, 3, 4, 5, 6, 7] : tensor<6x4x210xi32> into tensor<2x3x4x5x6x7xi32>
    return %expanded : tensor<2x3x4x5x6x7xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<210x6x4xi32>, %arg1: tensor<210x4xi32>) -> tensor<2x3x4x5x6x7xi32> {
    %0 = call @reshape_as_consumer_permutation(%arg0, %arg1) : (tensor<210x6x4xi32>, tensor<210x4xi32>) -> tensor<2x3x4x5x6x7xi32>
    return %0 : tensor<2x3x4x5x6x7xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<-11> : tensor<210x6x4xi32>
    %cst_0 = arith.constant dense<10> : tensor<210x4xi32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<210x6x4xi32>, tensor<210x4xi32>) -> tensor<2x3x4x5x6x7xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c6 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %8 = scf.for %arg10 = %c0 to %c7 step %c1 iter_args(%arg11 = %arg9) -> (i64) {
                %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8, %arg10] : tensor<2x3x4x5x6x7xi32>
                %9 = arith.extsi %extracted : i32 to i64
                %c1000003_i64_2 = arith.constant 1000003 : i64
                %10 = arith.muli %arg11, %c1000003_i64_2 : i64
                %11 = arith.addi %10, %9 : i64
                scf.yield %11 : i64
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
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
