// Piece 18 of Dialect/Linalg/reshape_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["linalg_add_reshape_producer_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/reshape_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 8777221774654961525, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @linalg_add_reshape_producer_fusion(%arg0: tensor<?x7x?x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<?x7x?x8xf32> into tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %collapsed, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %collapsed, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg1, %c0_1 : tensor<?x?xf32>
    %0 = arith.cmpi eq, %dim_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg1, %c1_3 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_4, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %3 = scf.if %2 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %9 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %10 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %collapsed, %c0_5 : tensor<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %collapsed, %c1_7 : tensor<?x?xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg2, %c0_9 : tensor<?x?xf32>
    %4 = arith.cmpi eq, %dim_10, %dim_6 : index
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %arg2, %c1_11 : tensor<?x?xf32>
    %5 = arith.cmpi eq, %dim_12, %dim_8 : index
    %6 = arith.andi %4, %5 : i1
    %7 = scf.if %6 -> (tensor<?x?xf32>) {
      scf.yield %arg2 : tensor<?x?xf32>
    } else {
      %9 = tensor.empty(%dim_6, %dim_8) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %10 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %8 = linalg.add ins(%collapsed, %3 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%7 : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %8 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x7x?x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @linalg_add_reshape_producer_fusion(%arg0, %arg1, %arg2) : (tensor<?x7x?x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-0.00426322408> : tensor<3x7x3x8xf32>
    %cast = tensor.cast %cst : tensor<3x7x3x8xf32> to tensor<?x7x?x8xf32>
    %cst_0 = arith.constant dense<[[-1.300000e+01, -1.175000e+01, -0.000000e+00], [0.000000e+00, 1.050000e+01, 6.750000e+00], [1.600000e+01, -775.375244, 5.111071E-5]]> : tensor<3x3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3x3xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<[[-1.400000e+01, 0.00630100118, 771.5401], [-6.500000e+00, -1.350000e+01, -1.300000e+01], [-4.53626504E-4, 0.00208843267, -1.075000e+01]]> : tensor<3x3xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<3x3xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cast_3) : (tensor<?x7x?x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
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
