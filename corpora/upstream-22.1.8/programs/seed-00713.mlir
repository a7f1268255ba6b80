// Piece 18 of Dialect/Linalg/fusion-elementwise-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["break_outs_dependency"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/fusion-elementwise-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 18, "release": "22.1.8"}, "seed": 2552568938447854950, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @break_outs_dependency(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %0 = arith.cmpi eq, %dim_2, %dim : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
    %1 = arith.cmpi eq, %dim_4, %dim_0 : index
    %2 = arith.andi %0, %1 : i1
    %3 = scf.if %2 -> (tensor<?x?xf32>) {
      scf.yield %arg0 : tensor<?x?xf32>
    } else {
      %10 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %11 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%3 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %in : f32
      linalg.yield %10 : f32
    } -> tensor<?x?xf32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %4, %c0_5 : tensor<?x?xf32>
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %4, %c1_7 : tensor<?x?xf32>
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %4, %c0_9 : tensor<?x?xf32>
    %5 = arith.cmpi eq, %dim_10, %dim_6 : index
    %c1_11 = arith.constant 1 : index
    %dim_12 = tensor.dim %4, %c1_11 : tensor<?x?xf32>
    %6 = arith.cmpi eq, %dim_12, %dim_8 : index
    %7 = arith.andi %5, %6 : i1
    %8 = scf.if %7 -> (tensor<?x?xf32>) {
      scf.yield %4 : tensor<?x?xf32>
    } else {
      %10 = tensor.empty(%dim_6, %dim_8) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %11 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x?xf32>) outs(%8 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.mulf %in, %in : f32
      linalg.yield %10 : f32
    } -> tensor<?x?xf32>
    return %9 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @break_outs_dependency(%arg0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[0x7FC00000, 1.575000e+01], [-6921.20703, -7.500000e+00]]> : tensor<2x2xf32>
    %cast = tensor.cast %cst : tensor<2x2xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %0, %c1_1 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_4 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_4 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
