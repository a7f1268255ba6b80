// Piece 0 of Dialect/Linalg/fusion-elementwise-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["add_mul_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8995482567644782677, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
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
    %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_6, %dim_2 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %dim_8, %dim_4 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %19 = tensor.empty(%dim_2, %dim_4) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %20 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?x?xf32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?xf32>
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %0, %c0_13 : tensor<?x?xf32>
    %5 = arith.cmpi eq, %dim_14, %dim_10 : index
    %c1_15 = arith.constant 1 : index
    %dim_16 = tensor.dim %0, %c1_15 : tensor<?x?xf32>
    %6 = arith.cmpi eq, %dim_16, %dim_12 : index
    %7 = arith.andi %5, %6 : i1
    %8 = scf.if %7 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %19 = tensor.empty(%dim_10, %dim_12) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %20 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%8 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %19 = arith.addf %in, %in_33 : f32
      linalg.yield %19 : f32
    } -> tensor<?x?xf32>
    %c0_17 = arith.constant 0 : index
    %dim_18 = tensor.dim %9, %c0_17 : tensor<?x?xf32>
    %c1_19 = arith.constant 1 : index
    %dim_20 = tensor.dim %9, %c1_19 : tensor<?x?xf32>
    %c0_21 = arith.constant 0 : index
    %dim_22 = tensor.dim %arg2, %c0_21 : tensor<?x?xf32>
    %10 = arith.cmpi eq, %dim_22, %dim_18 : index
    %c1_23 = arith.constant 1 : index
    %dim_24 = tensor.dim %arg2, %c1_23 : tensor<?x?xf32>
    %11 = arith.cmpi eq, %dim_24, %dim_20 : index
    %12 = arith.andi %10, %11 : i1
    %13 = scf.if %12 -> (tensor<?x?xf32>) {
      scf.yield %arg2 : tensor<?x?xf32>
    } else {
      %19 = tensor.empty(%dim_18, %dim_20) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %20 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_25 = arith.constant 0 : index
    %dim_26 = tensor.dim %9, %c0_25 : tensor<?x?xf32>
    %c1_27 = arith.constant 1 : index
    %dim_28 = tensor.dim %9, %c1_27 : tensor<?x?xf32>
    %c0_29 = arith.constant 0 : index
    %dim_30 = tensor.dim %0, %c0_29 : tensor<?x?xf32>
    %14 = arith.cmpi eq, %dim_30, %dim_26 : index
    %c1_31 = arith.constant 1 : index
    %dim_32 = tensor.dim %0, %c1_31 : tensor<?x?xf32>
    %15 = arith.cmpi eq, %dim_32, %dim_28 : index
    %16 = arith.andi %14, %15 : i1
    %17 = scf.if %16 -> (tensor<?x?xf32>) {
      scf.yield %0 : tensor<?x?xf32>
    } else {
      %19 = tensor.empty(%dim_26, %dim_28) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %20 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %13 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%17 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %19 = arith.mulf %in, %in_33 : f32
      linalg.yield %19 : f32
    } -> tensor<?x?xf32>
    return %18 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @add_mul_fusion(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[4.250000e+00, -3.85435629], [-1.000000e+00, 4.94812822]]> : tensor<2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[22.423254, 5.750000e+00], [-2.500000e-01, -3.60619102E-4]]> : tensor<2x2xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<2x2xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<[[-1.575000e+01, 6.49046183], [6541.26611, 7.250000e+00]]> : tensor<2x2xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<2x2xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_6 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_8 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_8 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
