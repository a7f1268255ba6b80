// Piece 0 of Dialect/Linalg/pad_fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["dynamic_pad_fusion"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/pad_fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2488203265018555852, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @dynamic_pad_fusion(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32) -> tensor<?x?xf32> {
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
      %6 = arith.mulf %in, %in : f32
      linalg.yield %6 : f32
    } -> tensor<?x?xf32>
    %padded = tensor.pad %5 low[%arg1, %arg2] high[%arg3, %arg4] {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg5 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    return %padded : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32) -> tensor<?x?xf32> {
    %0 = call @dynamic_pad_fusion(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-1.025000e+01, 1.275000e+01, 1.475000e+01, -2.750000e+00], [-7.750000e+00, 0.000000e+00, -4.250000e+00, 0.213688552], [-0.00141331577, -3832.0603, 3.500000e+00, 4.000000e+00], [0xFF800000, 1.025000e+01, 1.050000e+01, -8.000000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %cst_1 = arith.constant 7.250000e+00 : f32
    %0 = call @smith_harness_0(%cast, %c0, %c3, %c1, %c1_0, %cst_1) : (tensor<?x?xf32>, index, index, index, index, f32) -> tensor<?x?xf32>
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %0, %c1_5 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %dim step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %dim_6 step %c1_3 iter_args(%arg3 = %arg1) -> (i64) {
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
