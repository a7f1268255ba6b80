// Piece 2 of Dialect/Linalg/specialize-generic-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["op_matmul"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/specialize-generic-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 255941834247071490, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @op_matmul(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?xf32>
    %0 = arith.cmpi eq, %dim_0, %dim : index
    %1 = scf.if %0 -> (tensor<?x?xf32>) {
      scf.yield %arg1 : tensor<?x?xf32>
    } else {
      %c1_9 = arith.constant 1 : index
      %dim_10 = tensor.dim %arg1, %c1_9 : tensor<?x?xf32>
      %7 = tensor.empty(%dim, %dim_10) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %8 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %1, %c1_3 : tensor<?x?xf32>
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg2, %c0_5 : tensor<?x?xf32>
    %2 = arith.cmpi eq, %dim_6, %dim_2 : index
    %c1_7 = arith.constant 1 : index
    %dim_8 = tensor.dim %arg2, %c1_7 : tensor<?x?xf32>
    %3 = arith.cmpi eq, %dim_8, %dim_4 : index
    %4 = arith.andi %2, %3 : i1
    %5 = scf.if %4 -> (tensor<?x?xf32>) {
      scf.yield %arg2 : tensor<?x?xf32>
    } else {
      %7 = tensor.empty(%dim_2, %dim_4) : tensor<?x?xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast = tensor.cast %8 : tensor<?x?xf32> to tensor<?x?xf32>
      scf.yield %cast : tensor<?x?xf32>
    }
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%5 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %7 = arith.mulf %in, %in_9 : f32
      %8 = arith.addf %out, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<?x?xf32>
    return %6 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @op_matmul(%arg0, %arg1, %arg2) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.3537213E-4, 9.750000e+00, 0x7F800000, -55.6360664], [0x7FC00000, 7.750000e+00, -5.02510338E-5, -4.404953], [1.500000e+01, 1.250000e+01, 410.08902, -9.87385981E-4], [-3.250000e+00, -6.37106946E-4, -0.0562419705, -1.550000e+01]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[0.228931397, -1.000000e+00, -0.000000e+00, 1.350000e+01], [-1.525000e+01, -1.000000e+00, -4.250000e+00, 6.250000e+00], [-3.750000e+00, -0.00644318108, -3.750000e+00, 4.77306938], [2.500000e-01, 1.450000e+01, -1.000000e+00, -2.500000e-01]]> : tensor<4x4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_2 = arith.constant dense<[[1.000000e+00, 6.50890113E-4, -6.12457228, -1.125000e+01], [0xFF800000, -1.150000e+01, -9.000000e+00, 0.422409326], [0.0293334536, -7.250000e+00, -8.85828113, 3.500000e+00], [1.075000e+01, 8.01880168, 4.83348131, -8710.03515]]> : tensor<4x4xf32>
    %cast_3 = tensor.cast %cst_2 : tensor<4x4xf32> to tensor<?x?xf32>
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
