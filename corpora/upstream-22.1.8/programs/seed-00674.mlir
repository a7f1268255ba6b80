// Piece 0 of Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["transpose_and_broadcast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-generic-by-unfolding-projected-permutation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2453154849796319940, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d1)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @transpose_and_broadcast(%arg0: tensor<7x8x9xf32>, %arg1: tensor<5x9x7x8x10xf32>, %arg2: tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<7x8x9xf32>, tensor<5x9x7x8x10xf32>) outs(%arg2 : tensor<5x9x7x8x10xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.divf %in, %in_0 : f32
      linalg.yield %1 : f32
    } -> tensor<5x9x7x8x10xf32>
    return %0 : tensor<5x9x7x8x10xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<7x8x9xf32>, %arg1: tensor<5x9x7x8x10xf32>, %arg2: tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32> {
    %0 = call @transpose_and_broadcast(%arg0, %arg1, %arg2) : (tensor<7x8x9xf32>, tensor<5x9x7x8x10xf32>, tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32>
    return %0 : tensor<5x9x7x8x10xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-1.075000e+01> : tensor<7x8x9xf32>
    %cst_0 = arith.constant dense<3.000000e+00> : tensor<5x9x7x8x10xf32>
    %cst_1 = arith.constant dense<-1.475000e+01> : tensor<5x9x7x8x10xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<7x8x9xf32>, tensor<5x9x7x8x10xf32>, tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c9 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c8 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %c10 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<5x9x7x8x10xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_3 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_3 : i64
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
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
