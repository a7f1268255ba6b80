// Piece 0 of Dialect/Linalg/vectorization/extract-with-patterns.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vectorize_nd_tensor_extract_transfer_read_basic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/vectorization/extract-with-patterns.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6353394144216984540, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @vectorize_nd_tensor_extract_transfer_read_basic(%arg0: tensor<3x3x3xf32>, %arg1: tensor<1x1x3xf32>) -> tensor<1x1x3xf32> {
    %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%arg1 : tensor<1x1x3xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %c3 = arith.constant 3 : index
      %4 = arith.remui %1, %c3 : index
      %c3_0 = arith.constant 3 : index
      %5 = arith.remui %2, %c3_0 : index
      %c3_1 = arith.constant 3 : index
      %6 = arith.remui %3, %c3_1 : index
      %extracted = tensor.extract %arg0[%4, %5, %6] : tensor<3x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x3xf32>
    return %0 : tensor<1x1x3xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x3x3xf32>, %arg1: tensor<1x1x3xf32>) -> tensor<1x1x3xf32> {
    %0 = call @vectorize_nd_tensor_extract_transfer_read_basic(%arg0, %arg1) : (tensor<3x3x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    return %0 : tensor<1x1x3xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-5.000000e+00, -3.000000e+00, 1.050000e+01], [0xFF800000, 73.892807, -0.00249949773], [0x7FC00000, -0.119504102, 170.686951]], [[-4.250000e+00, 0x7FC00000, 1.375000e+01], [-1.24094149E-4, 6002.22216, -1.275000e+01], [-5.44968605, -2.87280536, -1.000000e+01]], [[-1.175000e+01, 1.600000e+01, -5.63287642E-4], [490.547516, 0.00636530714, -1.475000e+01], [0x7F800000, 1.000000e+00, -5.57864958E-4]]]> : tensor<3x3x3xf32>
    %cst_0 = arith.constant dense<[[[1.450000e+01, 8.500000e+00, 0.000000e+00]]]> : tensor<1x1x3xf32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<3x3x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_1 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<1x1x3xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_4 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_4 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
