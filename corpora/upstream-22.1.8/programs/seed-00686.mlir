// Piece 0 of Dialect/Linalg/drop-unit-extent-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["drop_one_trip_loops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/drop-unit-extent-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4497023700790254429, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>
module {
  func.func @drop_one_trip_loops(%arg0: tensor<?x1x?xf32>, %arg1: f32, %arg2: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
    %c2 = arith.constant 2 : index
    %dim_0 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg2, %c0_1 : tensor<?x1x?x1x?xf32>
    %0 = arith.cmpi eq, %dim_2, %dim : index
    %c4 = arith.constant 4 : index
    %dim_3 = tensor.dim %arg2, %c4 : tensor<?x1x?x1x?xf32>
    %1 = arith.cmpi eq, %dim_3, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %3 = scf.if %2 -> (tensor<?x1x?x1x?xf32>) {
      scf.yield %arg2 : tensor<?x1x?x1x?xf32>
    } else {
      %c1 = arith.constant 1 : index
      %c2_4 = arith.constant 2 : index
      %dim_5 = tensor.dim %arg2, %c2_4 : tensor<?x1x?x1x?xf32>
      %c1_6 = arith.constant 1 : index
      %5 = tensor.empty(%dim, %dim_5, %dim_0) : tensor<?x1x?x1x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32>
      %cast = tensor.cast %6 : tensor<?x1x?x1x?xf32> to tensor<?x1x?x1x?xf32>
      scf.yield %cast : tensor<?x1x?x1x?xf32>
    }
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"], library_call = "some_external_func"} ins(%arg0, %arg1 : tensor<?x1x?xf32>, f32) outs(%3 : tensor<?x1x?x1x?xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      linalg.yield %in_4 : f32
    } -> tensor<?x1x?x1x?xf32>
    return %4 : tensor<?x1x?x1x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x1x?xf32>, %arg1: f32, %arg2: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
    %0 = call @drop_one_trip_loops(%arg0, %arg1, %arg2) : (tensor<?x1x?xf32>, f32, tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32>
    return %0 : tensor<?x1x?x1x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-0.000000e+00, -1.200000e+01, -9.500000e+00, 7.511910e-03]], [[89.2665482, 2.500000e+00, -7.500000e-01, -62.8778954]], [[-1.050000e+01, -5.000000e+00, -4.000000e+00, 4.000000e+00]], [[-9.250000e+00, -9.750000e+00, 571.38855, 0.0637800172]]]> : tensor<4x1x4xf32>
    %cast = tensor.cast %cst : tensor<4x1x4xf32> to tensor<?x1x?xf32>
    %cst_0 = arith.constant 3.500000e+00 : f32
    %cst_1 = arith.constant dense<[[[[[1.100000e+01, -6.750000e+00, -1.175000e+01, -1.150000e+01]], [[-1.575000e+01, 942.703369, -1.250000e+01, 5.91542339]], [[-1.600000e+01, 3.750000e+00, -8.500000e+00, 2.750000e+00]], [[5.21900191E-4, 1.000000e+00, -3.96511779E-4, 8.169460e+00]]]], [[[[6.939940e-02, -9.500000e+00, -1.525000e+01, -3.6338172]], [[-2.500000e-01, -1.425000e+01, 8.407910e+00, 9.07416339E-4]], [[-7.500000e-01, 7.500000e+00, 7.000000e+00, 6.724410e-01]], [[1.050000e+01, 1.000000e+00, -0.705613434, -6.46624327]]]], [[[[-246.656723, -1.000000e+00, -1.000000e+00, 708.322998]], [[-8.750000e+00, 3.500000e+00, 0.0093010487, 1.275000e+01]], [[1.125000e+01, 0.000000e+00, 0.523715436, -4.500000e+00]], [[1.500000e+00, 1.400000e+01, 5.000000e+00, 1.550000e+01]]]], [[[[0.808747947, -0.000000e+00, 8.000000e+00, -3.500000e+00]], [[0.000000e+00, -0.00441046199, -85.7834549, 5.500000e+00]], [[5.250000e+00, -7.500000e+00, 5.4242506, 8.13878796E-5]], [[7.500000e+00, -9.250000e+00, 1.000000e+00, 3.78337216]]]]]> : tensor<4x1x4x1x4xf32>
    %cast_2 = tensor.cast %cst_1 : tensor<4x1x4x1x4xf32> to tensor<?x1x?x1x?xf32>
    %0 = call @smith_harness_0(%cast, %cst_0, %cast_2) : (tensor<?x1x?xf32>, f32, tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_3 : tensor<?x1x?x1x?xf32>
    %c1_4 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim_5 = tensor.dim %0, %c2 : tensor<?x1x?x1x?xf32>
    %c1_6 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %dim_7 = tensor.dim %0, %c4 : tensor<?x1x?x1x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim_5 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_6 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0 to %dim_7 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8] : tensor<?x1x?x1x?xf32>
              %8 = arith.bitcast %extracted : f32 to i32
              %9 = arith.cmpf uno, %extracted, %extracted : f32
              %c2143289344_i32 = arith.constant 2143289344 : i32
              %10 = arith.select %9, %c2143289344_i32, %8 : i32
              %11 = arith.extsi %10 : i32 to i64
              %c1000003_i64_9 = arith.constant 1000003 : i64
              %12 = arith.muli %arg9, %c1000003_i64_9 : i64
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
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
