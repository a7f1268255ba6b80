// Piece 1 of Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_only"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4954884329161468165, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @transpose_only(%arg0: tensor<32x2x16xf32>, %arg1: tensor<2x16x32xf32>, %arg2: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<32x2x16xf32>, tensor<2x16x32xf32>) outs(%arg2 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.divf %in, %in_0 : f32
      linalg.yield %1 : f32
    } -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<32x2x16xf32>, %arg1: tensor<2x16x32xf32>, %arg2: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %0 = call @transpose_only(%arg0, %arg1, %arg2) : (tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<7.750000e+00> : tensor<32x2x16xf32>
    %cst_0 = arith.constant dense<2.99397397> : tensor<2x16x32xf32>
    %cst_1 = arith.constant dense<-8.750000e+00> : tensor<2x16x32xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c32 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<2x16x32xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_3 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
