// Piece 5 of Dialect/Linalg/decompose-pack.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["negative_not_all_dims_tiled_outer_dim_1_permuted"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/decompose-pack.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 633388976800301542, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @negative_not_all_dims_tiled_outer_dim_1_permuted(%arg0: tensor<1x7x5x1xf32>, %arg1: tensor<7x1x1x1x2x?xf32>, %arg2: f32, %arg3: index) -> tensor<7x1x1x1x2x?xf32> {
    %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0, 2, 3] inner_dims_pos = [3, 2] inner_tiles = [2, %arg3] into %arg1 : tensor<1x7x5x1xf32> -> tensor<7x1x1x1x2x?xf32>
    return %pack : tensor<7x1x1x1x2x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x7x5x1xf32>, %arg1: tensor<7x1x1x1x2x?xf32>, %arg2: f32, %arg3: index) -> tensor<7x1x1x1x2x?xf32> {
    %0 = call @negative_not_all_dims_tiled_outer_dim_1_permuted(%arg0, %arg1, %arg2, %arg3) : (tensor<1x7x5x1xf32>, tensor<7x1x1x1x2x?xf32>, f32, index) -> tensor<7x1x1x1x2x?xf32>
    return %0 : tensor<7x1x1x1x2x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[[-6.250000e+00], [81.4847183], [1.175000e+01], [-7.250000e+00], [0.00997204892]], [[8.000000e+00], [7.750000e+00], [-7.000000e+00], [-1.200000e+01], [48.7326584]], [[-1.475000e+01], [-7.500000e+00], [-0.0998835936], [9.750000e+00], [-8449.67578]], [[-0.239741236], [0.000000e+00], [7.500000e-01], [0.14016059], [-8.750000e+00]], [[1.350000e+01], [-1.400000e+01], [1.250000e+00], [-1.100000e+01], [5.750000e+00]], [[-0.000000e+00], [5.000000e+00], [0x7FC00000], [0.000000e+00], [-7.750000e+00]], [[1.000000e+00], [3.69809771], [-1.375000e+01], [-6.000000e+00], [1.425000e+01]]]]> : tensor<1x7x5x1xf32>
    %cst_0 = arith.constant dense<[[[[[[-1.000000e+00, 9.750000e+00], [-0.000000e+00, -5.750000e+00]]]]], [[[[[1.125000e+01, 1.750000e+00], [-0.082208611, -3.500000e+00]]]]], [[[[[0.000000e+00, 2.500000e-01], [7.000000e+00, -1.050000e+01]]]]], [[[[[1.350000e+01, 9880.06933], [0.00677539129, 1.000000e+00]]]]], [[[[[0.518146217, 1.375000e+01], [7.000000e+00, 6.000000e+00]]]]], [[[[[-86.5227203, 8.500000e+00], [-3.37491161E-4, 5.750000e+00]]]]], [[[[[6.000000e+00, 4.09233189], [-4.000000e+00, 5.500000e+00]]]]]]> : tensor<7x1x1x1x2x2xf32>
    %cast = tensor.cast %cst_0 : tensor<7x1x1x1x2x2xf32> to tensor<7x1x1x1x2x?xf32>
    %cst_1 = arith.constant -1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %cast, %cst_1, %c0) : (tensor<1x7x5x1xf32>, tensor<7x1x1x1x2x?xf32>, f32, index) -> tensor<7x1x1x1x2x?xf32>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %dim = tensor.dim %0, %c5 : tensor<7x1x1x1x2x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_2 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_2 to %c1_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0_2 to %c1_4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0_2 to %c1_5 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = scf.for %arg8 = %c0_2 to %c2 step %c1 iter_args(%arg9 = %arg7) -> (i64) {
              %8 = scf.for %arg10 = %c0_2 to %dim step %c1 iter_args(%arg11 = %arg9) -> (i64) {
                %extracted = tensor.extract %0[%arg0, %arg2, %arg4, %arg6, %arg8, %arg10] : tensor<7x1x1x1x2x?xf32>
                %9 = arith.bitcast %extracted : f32 to i32
                %10 = arith.cmpf uno, %extracted, %extracted : f32
                %c2143289344_i32 = arith.constant 2143289344 : i32
                %11 = arith.select %10, %c2143289344_i32, %9 : i32
                %12 = arith.extsi %11 : i32 to i64
                %c1000003_i64_7 = arith.constant 1000003 : i64
                %13 = arith.muli %arg11, %c1000003_i64_7 : i64
                %14 = arith.addi %13, %12 : i64
                scf.yield %14 : i64
              }
              scf.yield %8 : i64
            }
            scf.yield %7 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
