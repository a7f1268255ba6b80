// Piece 0 of Dialect/Linalg/reshape_control_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["control_producer_reshape_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_control_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7643300731216104213, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @control_producer_reshape_fusion(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    %dim = tensor.dim %collapsed, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %collapsed, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %collapsed, %c1_1 : tensor<?x?xf32>
    %c0_3 = arith.constant 0 : index
    %dim_4 = tensor.dim %arg1, %c0_3 : tensor<?xf32>
    %1 = arith.cmpi eq, %dim_4, %dim_2 : index
    %2 = scf.if %1 -> (tensor<?xf32>) {
      scf.yield %arg1 : tensor<?xf32>
    } else {
      %8 = tensor.empty(%dim_2) : tensor<?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<?xf32>) -> tensor<?xf32>
      %cast = tensor.cast %9 : tensor<?xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %collapsed, %c0_5 : tensor<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %collapsed, %c1_7 : tensor<?x?xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %0, %c0_9 : tensor<?x?xf32>
    %3 = arith.cmpi eq, %dim_10, %dim_6 : index
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %0, %c1_11 : tensor<?x?xf32>
    %4 = arith.cmpi eq, %dim_12, %dim_8 : index
    %5 = arith.andi %3, %4 : i1
    %6 = scf.if %5 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %8 = tensor.empty(%dim_6, %dim_8) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %9 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %2 : tensor<?x?xf32>, tensor<?xf32>) outs(%6 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %8 = arith.addf %in, %in_13 : f32
      linalg.yield %8 : f32
    } -> tensor<?x?xf32>
    return %7 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?x?xf32> {
    %0 = call @control_producer_reshape_fusion(%arg0, %arg1) : (tensor<?x?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.275000e+01, 0xFF800000, -29.0736103, 8.750000e+00], [0x7FC00000, -8.93828226E-4, 6.250000e+00, -3.51737475], [-2.65199351, 1.150000e+01, -7.000000e+00, 0.000000e+00], [-8.000000e+00, -5.000000e+00, -1.075000e+01, 7.500000e+00]], [[9.817100e+02, 6.250000e+00, -3815.99609, 8.000000e+00], [-2.67039606E-4, -4220.31396, -3.000000e+00, -1.400000e+01], [9.89268766E-4, -8.750000e+00, -3.250000e+00, -4.500000e+00], [-1.350000e+01, 1.300000e+01, -3.750000e+00, 1.075000e+01]], [[-5.935640e-03, 3.000000e+00, 1.350000e+01, 9.750000e+00], [0.000000e+00, -1.250000e+01, 1.150000e+01, -4.500000e+00], [1.175000e+01, 8.750000e+00, 0.764763236, -5.750000e+00], [791.025695, 1.750000e+00, -8.000000e+00, -1.400000e+01]], [[-1.400000e+01, 6.500000e+00, 1.525000e+01, -9.500000e+00], [5.000000e-01, 7.250000e+00, 1.600000e+01, -1.000000e+00], [-4.750000e+00, 6.708710e-02, -1.475000e+01, -3.750000e+00], [4.250000e+00, 9.000000e+00, 7.500000e+00, -94.279129]]]> : tensor<4x4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4x4xf32> to tensor<?x?x?xf32>
    %cst_0 = arith.constant dense<[1.075000e+01, 4.250000e+00, -371.398834, 1.500000e+00]> : tensor<4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_6 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
