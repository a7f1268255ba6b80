// Piece 0 of Dialect/Linalg/data-layout-propagation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dynamic_elem_pack"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/data-layout-propagation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7280834658503406154, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @dynamic_elem_pack(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x8x2xf32>) -> tensor<?x?x8x2xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %0, %c0_5 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_6, %dim_2 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %0, %c1_7 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %dim_8, %dim_4 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %6 = tensor.empty(%dim_2, %dim_4) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %7 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%4 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %in : f32
      linalg.yield %6 : f32
    } -> tensor<?x?xf32>
    %pack = linalg.pack %5 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<?x?xf32> -> tensor<?x?x8x2xf32>
    return %pack : tensor<?x?x8x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x8x2xf32>) -> tensor<?x?x8x2xf32> {
    %0 = call @dynamic_elem_pack(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?x8x2xf32>) -> tensor<?x?x8x2xf32>
    return %0 : tensor<?x?x8x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[4.750000e+00, 6.500000e+00], [-5.250000e+00, 3.750000e+00]]> : tensor<2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[[[3.06351547E-4, 0.649100065], [73.3288421, -3.250000e+00], [2.750000e+00, -1.000000e+00], [-1.600000e+01, 1.400000e+01], [0.000000e+00, -6.500000e+00], [7.250000e+00, -8.000000e+00], [0x7F800000, 84.4222946], [1.425000e+01, -1.375000e+01]], [[-8135.30078, 2.000000e+00], [5.93065524E-5, 0.000000e+00], [-1.550000e+01, -1.39646145E-4], [7.500000e+00, 7.500000e+00], [7.750000e+00, 1.175000e+01], [0.000000e+00, 2.76057482], [-8.000000e+00, 1.6492595E-4], [9.250000e+00, 5.000000e+00]]], [[[3.3357655E-4, -7.500000e+00], [69.1861114, 1.125000e+01], [1.125000e+01, -4.250000e+00], [-1.600000e+01, -1.025000e+01], [-2.500000e-01, 8.500000e+00], [1.30964705E-4, -1.100000e+01], [-2.970140e-03, -6.250000e+00], [-0.000000e+00, -0.000000e+00]], [[765.498901, 0.000000e+00], [-1.150000e+01, -1.36137271E-4], [6.750000e+00, -1835.47961], [-958.656555, 4.250000e+00], [-0.214198947, 4.000000e+00], [-1.500000e+00, -5.250000e+00], [-1.000000e+00, 1.400000e+01], [-7.500000e+00, 38.9484825]]]]> : tensor<2x2x8x2xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<2x2x8x2xf32> to tensor<?x?x8x2xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xf32>, tensor<?x?x8x2xf32>) -> tensor<?x?x8x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?x8x2xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?x8x2xf32>
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c2 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6] : tensor<?x?x8x2xf32>
            %7 = arith.bitcast %extracted : f32 to i32
            %8 = arith.cmpf uno, %extracted, %extracted : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %9 = arith.select %8, %c2143289344_i32, %7 : i32
            %10 = arith.extsi %9 : i32 to i64
            %c1000003_i64_6 = arith.constant 1000003 : i64
            %11 = arith.muli %arg7, %c1000003_i64_6 : i64
            %12 = arith.addi %11, %10 : i64
            scf.yield %12 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
