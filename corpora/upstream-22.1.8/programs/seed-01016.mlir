// Piece 0 of Dialect/SparseTensor/sparse_sddmm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_yield_arg_zero", "fold_yield_direct_zero"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SparseTensor/sparse_sddmm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 586544148024034207, "skipped": {"sampled_dd_unfused": "encoding", "sparse_sampled_dd_unfused": "encoding"}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
module {
  func.func @fold_yield_arg_zero() -> tensor<1024x1024xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = tensor.empty() : tensor<1024x1024xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f64) outs(%0 : tensor<1024x1024xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    } -> tensor<1024x1024xf64>
    return %1 : tensor<1024x1024xf64>
  }
  func.func @fold_yield_direct_zero() -> tensor<32xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = tensor.empty() : tensor<32xf64>
    %1 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%0 : tensor<32xf64>) {
    ^bb0(%out: f64):
      linalg.yield %cst : f64
    } -> tensor<32xf64>
    return %1 : tensor<32xf64>
  }
  func.func @sampled_dd_unfused(%arg0: tensor<8x8xf64, #sparse>, %arg1: tensor<8x8xf64>, %arg2: tensor<8x8xf64>) -> tensor<8x8xf64> {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x8xf64>
    %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg1, %arg2 : tensor<8x8xf64>, tensor<8x8xf64>) outs(%cst : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %2 = arith.mulf %in, %in_0 : f64
      %3 = arith.addf %out, %2 : f64
      linalg.yield %3 : f64
    } -> tensor<8x8xf64>
    %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %arg0 : tensor<8x8xf64>, tensor<8x8xf64, #sparse>) outs(%cst : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %2 = arith.mulf %in, %in_0 : f64
      linalg.yield %2 : f64
    } -> tensor<8x8xf64>
    return %1 : tensor<8x8xf64>
  }
  func.func @sparse_sampled_dd_unfused(%arg0: tensor<8x8xf64, #sparse>, %arg1: tensor<8x8xf64>, %arg2: tensor<8x8xf64>) -> tensor<8x8xf64, #sparse> {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x8xf64>
    %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg1, %arg2 : tensor<8x8xf64>, tensor<8x8xf64>) outs(%cst : tensor<8x8xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %3 = arith.mulf %in, %in_0 : f64
      %4 = arith.addf %out, %3 : f64
      linalg.yield %4 : f64
    } -> tensor<8x8xf64>
    %1 = tensor.empty() : tensor<8x8xf64, #sparse>
    %2 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %arg0 : tensor<8x8xf64>, tensor<8x8xf64, #sparse>) outs(%1 : tensor<8x8xf64, #sparse>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %3 = arith.mulf %in, %in_0 : f64
      linalg.yield %3 : f64
    } -> tensor<8x8xf64, #sparse>
    return %2 : tensor<8x8xf64, #sparse>
  }
  func.func @smith_harness_0() -> tensor<1024x1024xf64> {
    %0 = call @fold_yield_arg_zero() : () -> tensor<1024x1024xf64>
    return %0 : tensor<1024x1024xf64>
  }
  func.func @smith_harness_1() -> tensor<32xf64> {
    %0 = call @fold_yield_direct_zero() : () -> tensor<32xf64>
    return %0 : tensor<32xf64>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<1024x1024xf64>
    %1 = call @smith_harness_1() : () -> tensor<32xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c1024_0 = arith.constant 1024 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c1024 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = scf.for %arg2 = %c0 to %c1024_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<1024x1024xf64>
        %9 = arith.bitcast %extracted : f64 to i64
        %10 = arith.cmpf uno, %extracted, %extracted : f64
        %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
        %11 = arith.select %10, %c9221120237041090560_i64, %9 : i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_6 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %8 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %c32 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_3) -> (i64) {
      %extracted = tensor.extract %1[%arg0] : tensor<32xf64>
      %8 = arith.bitcast %extracted : f64 to i64
      %9 = arith.cmpf uno, %extracted, %extracted : f64
      %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
      %10 = arith.select %9, %c9221120237041090560_i64, %8 : i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_6 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_5 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
