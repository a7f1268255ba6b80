// Piece 8 of Dialect/Linalg/fusion-elementwise-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["producer_indexed_consumer_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3207890026944998883, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
    %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xi32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xi32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xi32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xi32>
    %1 = arith.cmpi eq, %dim_6, %dim_2 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %arg1, %c1_7 : tensor<?x?xi32>
    %2 = arith.cmpi eq, %dim_8, %dim_4 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<?x?xi32>) {
      scf.yield %arg1 : tensor<?x?xi32>
    } else {
      %15 = tensor.empty(%dim_2, %dim_4) : tensor<?x?xi32>
      %c0_i32 = arith.constant 0 : i32
      %16 = linalg.fill ins(%c0_i32 : i32) outs(%15 : tensor<?x?xi32>) -> tensor<?x?xi32>
      %cast = tensor.cast %16 : tensor<?x?xi32> to tensor<?x?xi32>
      scf.yield %cast : tensor<?x?xi32>
    }
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?x?xi32>
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?xi32>
    %c0_13 = arith.constant 0 : index
    %dim_14 = tensor.dim %0, %c0_13 : tensor<?x?xi32>
    %5 = arith.cmpi eq, %dim_14, %dim_10 : index
    %c1_15 = arith.constant 1 : index
    %dim_16 = tensor.dim %0, %c1_15 : tensor<?x?xi32>
    %6 = arith.cmpi eq, %dim_16, %dim_12 : index
    %7 = arith.andi %5, %6 : i1
    %8 = scf.if %7 -> (tensor<?x?xi32>) {
      scf.yield %0 : tensor<?x?xi32>
    } else {
      %15 = tensor.empty(%dim_10, %dim_12) : tensor<?x?xi32>
      %c0_i32 = arith.constant 0 : i32
      %16 = linalg.fill ins(%c0_i32 : i32) outs(%15 : tensor<?x?xi32>) -> tensor<?x?xi32>
      %cast = tensor.cast %16 : tensor<?x?xi32> to tensor<?x?xi32>
      scf.yield %cast : tensor<?x?xi32>
    }
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%8 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %in_25: i32, %out: i32):
      %15 = arith.addi %in, %in_25 : i32
      linalg.yield %15 : i32
    } -> tensor<?x?xi32>
    %c0_17 = arith.constant 0 : index
    %dim_18 = tensor.dim %9, %c0_17 : tensor<?x?xi32>
    %c1_19 = arith.constant 1 : index
    %dim_20 = tensor.dim %9, %c1_19 : tensor<?x?xi32>
    %c0_21 = arith.constant 0 : index
    %dim_22 = tensor.dim %0, %c0_21 : tensor<?x?xi32>
    %10 = arith.cmpi eq, %dim_22, %dim_18 : index
    %c1_23 = arith.constant 1 : index
    %dim_24 = tensor.dim %0, %c1_23 : tensor<?x?xi32>
    %11 = arith.cmpi eq, %dim_24, %dim_20 : index
    %12 = arith.andi %10, %11 : i1
    %13 = scf.if %12 -> (tensor<?x?xi32>) {
      scf.yield %0 : tensor<?x?xi32>
    } else {
      %15 = tensor.empty(%dim_18, %dim_20) : tensor<?x?xi32>
      %c0_i32 = arith.constant 0 : i32
      %16 = linalg.fill ins(%c0_i32 : i32) outs(%15 : tensor<?x?xi32>) -> tensor<?x?xi32>
      %cast = tensor.cast %16 : tensor<?x?xi32> to tensor<?x?xi32>
      scf.yield %cast : tensor<?x?xi32>
    }
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x?xi32>) outs(%13 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      %15 = linalg.index 0 : index
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %15 : index to i32
      %18 = arith.index_cast %16 : index to i32
      %19 = arith.addi %in, %17 : i32
      %20 = arith.subi %19, %18 : i32
      linalg.yield %20 : i32
    } -> tensor<?x?xi32>
    return %14 : tensor<?x?xi32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %0 = call @producer_indexed_consumer_fusion(%arg0, %arg1) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    return %0 : tensor<?x?xi32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[15, 11, -1530005064], [-10, 0, -2147483647], [-720669464, 6, -135204166]]> : tensor<3x3xi32>
    %cast = tensor.cast %cst : tensor<3x3xi32> to tensor<?x?xi32>
    %cst_0 = arith.constant dense<[[0, -4, 15], [-12, 13, -1], [0, -11, -7]]> : tensor<3x3xi32>
    %cast_1 = tensor.cast %cst_0 : tensor<3x3xi32> to tensor<?x?xi32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xi32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xi32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xi32>
        %5 = arith.extsi %extracted : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %6 = arith.muli %arg3, %c1000003_i64_6 : i64
        %7 = arith.addi %6, %5 : i64
        scf.yield %7 : i64
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
