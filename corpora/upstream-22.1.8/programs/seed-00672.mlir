// Piece 33 of Dialect/Linalg/data-layout-propagation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bubble_up_pack_through_collapse_on_outer_dims"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/data-layout-propagation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 33, "release": "22.1.8"}, "seed": 2030013576197337379, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bubble_up_pack_through_collapse_on_outer_dims(%arg0: tensor<?x16x4xf32>, %arg1: index) -> tensor<?x1x4xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x16x4xf32> into tensor<?x4xf32>
    %0 = tensor.empty(%arg1) : tensor<?x1x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x1x4xf32>) -> tensor<?x1x4xf32>
    %pack = linalg.pack %collapsed outer_dims_perm = [0, 1] inner_dims_pos = [1] inner_tiles = [4] into %1 : tensor<?x4xf32> -> tensor<?x1x4xf32>
    return %pack : tensor<?x1x4xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x16x4xf32>, %arg1: index) -> tensor<?x1x4xf32> {
    %0 = call @bubble_up_pack_through_collapse_on_outer_dims(%arg0, %arg1) : (tensor<?x16x4xf32>, index) -> tensor<?x1x4xf32>
    return %0 : tensor<?x1x4xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[-1.250000e+00, -1.275000e+01, -1.450000e+01, -4526.56104], [0.000000e+00, 8.44067859, 1.025000e+01, 3.000000e+00], [-0.000000e+00, 1.125000e+01, 5027.77539, 2.750000e+00], [616.311157, -1.125000e+01, 0.454449505, -0.931804895], [3071.92554, -1.600000e+01, 6692.91845, 7.000000e+00], [4.750000e+00, -5.250000e+00, -0.740628659, 2.500000e-01], [0x7F800000, 4.750000e+00, -7.500000e-01, 8.18946224E-4], [-3.62545753, 0.00747948652, -39.7251625, -0.0900210812], [0.0104439855, 1.175000e+01, 0.000000e+00, 7.500000e+00], [216.424896, -1.300000e+01, 1.550000e+01, -71.321228], [-1.325000e+01, 1.150000e+01, -1713.33032, -49.1913261], [-6.533560e-02, -1.475000e+01, -1.575000e+01, 1.025000e+01], [-9.000000e+00, 7.500000e-01, -5.000000e+00, 7265.9624], [-2.250000e+00, -5.000000e-01, 2.750000e+00, 7376.65332], [1.225000e+01, -61.6421394, 8.69914245, 0.0297090262], [-3.250000e+00, -0.000000e+00, -1.000000e+00, 8.750000e+00]]]> : tensor<1x16x4xf32>
    %cast = tensor.cast %cst : tensor<1x16x4xf32> to tensor<?x16x4xf32>
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %c3) : (tensor<?x16x4xf32>, index) -> tensor<?x1x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x1x4xf32>
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x1x4xf32>
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
