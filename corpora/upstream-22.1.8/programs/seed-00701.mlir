// Piece 1 of Dialect/Linalg/elementwise/roundtrip.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unary_projection_tanh"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/elementwise/roundtrip.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3599997881756299225, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @unary_projection_tanh(%arg0: tensor<?x16xf32>, %arg1: tensor<8x16x?xf32>) -> tensor<8x16x?xf32> {
    %0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> indexing_maps = [#map, #map1] ins(%arg0 : tensor<?x16xf32>) outs(%arg1 : tensor<8x16x?xf32>) -> tensor<8x16x?xf32>
    return %0 : tensor<8x16x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x16xf32>, %arg1: tensor<8x16x?xf32>) -> tensor<8x16x?xf32> {
    %0 = call @unary_projection_tanh(%arg0, %arg1) : (tensor<?x16xf32>, tensor<8x16x?xf32>) -> tensor<8x16x?xf32>
    return %0 : tensor<8x16x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0.000000e+00, 1.150000e+01, -4.250000e+00, 5.000000e+00, -1.275000e+01, -0.00368910702, 4.000000e+00, 2.500000e+00, 1.025000e+01, -1.550000e+01, 0.00211287662, -1.050000e+01, 0.00906543247, -1.425000e+01, 8.000000e+00, -6.750000e+00], [-1.000000e+00, 51.4458733, 1.000000e+00, 5.50522089, 2.500000e-01, 0xFF800000, 1.225000e+01, 1.000000e+01, -1.575000e+01, 5.46271658, -4.000000e+00, -492.651306, 1.175000e+01, 0x7F800000, 3.750000e+00, -0.00311917602], [-1.375000e+01, -47.8004112, -0.25932622, -5.250000e+00, 9.18787031E-4, -1.175000e+01, 0xFF800000, -1.400000e+01, -7.250000e+00, 7.500000e+00, 7.750000e+00, -7.39583396E-4, -7.500000e+00, 3.75878968E-4, 0x7FC00000, 1.025000e+01]]> : tensor<3x16xf32>
    %cast = tensor.cast %cst : tensor<3x16xf32> to tensor<?x16xf32>
    %cst_0 = arith.constant dense<-8607.12792> : tensor<8x16x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<8x16x3xf32> to tensor<8x16x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x16xf32>, tensor<8x16x?xf32>) -> tensor<8x16x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %0, %c2 : tensor<8x16x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %dim step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<8x16x?xf32>
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
