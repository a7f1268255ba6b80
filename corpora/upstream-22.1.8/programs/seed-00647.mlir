// Piece 32 of Dialect/Linalg/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["cast_dest"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 32, "release": "22.1.8"}, "seed": 5084556834107001651, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @cast_dest(%arg0: tensor<?x?x?xf32>, %arg1: tensor<1x?x?xf32>, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?xf32> {
    %0 = tensor.empty(%arg2, %arg3, %arg4) : tensor<?x?x?xf32>
    %cast = tensor.cast %arg1 : tensor<1x?x?xf32> to tensor<?x?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %c1_2 = arith.constant 1 : index
    %1 = arith.cmpi eq, %c1_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg1, %c1_3 : tensor<1x?x?xf32>
    %2 = arith.cmpi eq, %dim_4, %dim_0 : index
    %3 = arith.andi %1, %2 : i1
    %c2_5 = arith.constant 2 : index
    %dim_6 = tensor.dim %arg1, %c2_5 : tensor<1x?x?xf32>
    %4 = arith.cmpi eq, %dim_6, %dim_1 : index
    %5 = arith.andi %3, %4 : i1
    %6 = scf.if %5 -> (tensor<1x?x?xf32>) {
      scf.yield %arg1 : tensor<1x?x?xf32>
    } else {
      %14 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
      %cast_19 = tensor.cast %15 : tensor<?x?x?xf32> to tensor<1x?x?xf32>
      scf.yield %cast_19 : tensor<1x?x?xf32>
    }
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %arg0, %c0_7 : tensor<?x?x?xf32>
    %c1_9 = arith.constant 1 : index
    %dim_10 = tensor.dim %arg0, %c1_9 : tensor<?x?x?xf32>
    %c2_11 = arith.constant 2 : index
    %dim_12 = tensor.dim %arg0, %c2_11 : tensor<?x?x?xf32>
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %0, %c0_13 : tensor<?x?x?xf32>
    %7 = arith.cmpi eq, %dim_14, %dim_8 : index
    %c1_15 = arith.constant 1 : index
    %dim_16 = tensor.dim %0, %c1_15 : tensor<?x?x?xf32>
    %8 = arith.cmpi eq, %dim_16, %dim_10 : index
    %9 = arith.andi %7, %8 : i1
    %c2_17 = arith.constant 2 : index
    %dim_18 = tensor.dim %0, %c2_17 : tensor<?x?x?xf32>
    %10 = arith.cmpi eq, %dim_18, %dim_12 : index
    %11 = arith.andi %9, %10 : i1
    %12 = scf.if %11 -> (tensor<?x?x?xf32>) {
      scf.yield %0 : tensor<?x?x?xf32>
    } else {
      %14 = tensor.empty(%dim_8, %dim_10, %dim_12) : tensor<?x?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
      %cast_19 = tensor.cast %15 : tensor<?x?x?xf32> to tensor<?x?x?xf32>
      scf.yield %cast_19 : tensor<?x?x?xf32>
    }
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<?x?x?xf32>, tensor<1x?x?xf32>) outs(%12 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %14 = arith.subf %in, %in_19 : f32
      linalg.yield %14 : f32
    } -> tensor<?x?x?xf32>
    return %13 : tensor<?x?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x?xf32>, %arg1: tensor<1x?x?xf32>, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?x?xf32> {
    %0 = call @cast_dest(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?x?xf32>, tensor<1x?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    return %0 : tensor<?x?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[6.750000e+00, -2.000000e+00, 0.00593791623], [2311.46362, 71.6439971, 1.550000e+01], [-1.150000e+01, 1.250000e+01, -5.041700e-02]], [[0xFF800000, 1.450000e+01, 0x7FC00000], [-729.802368, 1.000000e+00, -6.000000e+00], [9111.70214, 7576.50048, 4.09541361E-4]], [[-6.250000e+00, 1.300000e+01, -132.392471], [-7.750000e+00, -5.500000e+00, -1.050000e+01], [-1.375000e+01, 0.0783982724, 0.000000e+00]]]> : tensor<3x3x3xf32>
    %cast = tensor.cast %cst : tensor<3x3x3xf32> to tensor<?x?x?xf32>
    %cst_0 = arith.constant dense<[[[8.000000e+00, -8.43889196E-4, 7.750000e+00], [5.000000e-01, -5.250000e+00, 2.99601175E-4], [-1.43968282E-4, -0.0863565058, -7.250000e+00]]]> : tensor<1x3x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1x3x3xf32> to tensor<1x?x?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_2 = arith.constant 3 : index
    %0 = call @smith_harness_0(%cast, %cast_1, %c0, %c3, %c3_2) : (tensor<?x?x?xf32>, tensor<1x?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_7 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_3 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_3 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_3 to %dim_7 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x?xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_9 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_9 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
