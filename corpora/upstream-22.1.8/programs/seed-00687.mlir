// Piece 13 of Dialect/Linalg/drop-unit-extent-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unit_dim_for_reduction_inner"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/drop-unit-extent-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 3623482971680780486, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
module {
  func.func @unit_dim_for_reduction_inner(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c2 : tensor<?x1x?x1xf32>
    %0 = tensor.empty(%dim) : tensor<?x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x?x1xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %1, %c0_1 : tensor<?x1xf32>
    %2 = arith.cmpi eq, %dim_2, %dim_0 : index
    %3 = scf.if %2 -> (tensor<?x1xf32>) {
      scf.yield %1 : tensor<?x1xf32>
    } else {
      %c1 = arith.constant 1 : index
      %5 = tensor.empty(%dim_0) : tensor<?x1xf32>
      %cst_3 = arith.constant 0.000000e+00 : f32
      %6 = linalg.fill ins(%cst_3 : f32) outs(%5 : tensor<?x1xf32>) -> tensor<?x1xf32>
      %cast = tensor.cast %6 : tensor<?x1xf32> to tensor<?x1xf32>
      scf.yield %cast : tensor<?x1xf32>
    }
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<?x1x?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      linalg.yield %5 : f32
    } -> tensor<?x1xf32>
    return %4 : tensor<?x1xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
    %0 = call @unit_dim_for_reduction_inner(%arg0) : (tensor<?x1x?x1xf32>) -> tensor<?x1xf32>
    return %0 : tensor<?x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[0.0704891235], [-1.600000e+01]]], [[[-1.175000e+01], [4.500000e+00]]]]> : tensor<2x1x2x1xf32>
    %cast = tensor.cast %cst : tensor<2x1x2x1xf32> to tensor<?x1x?x1xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x1x?x1xf32>) -> tensor<?x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x1xf32>
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x1xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
