// Piece 3 of Dialect/Linalg/transform-op-pad-tiling-interface-multiple-of.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["pad_lhs"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/transform-op-pad-tiling-interface-multiple-of.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 4464555768212430972, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @pad_lhs(%arg0: tensor<24x?xf32>, %arg1: tensor<?x25xf32>, %arg2: tensor<24x25xf32>) -> tensor<24x25xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<24x?xf32>, tensor<?x25xf32>) outs(%arg2 : tensor<24x25xf32>) -> tensor<24x25xf32>
    return %0 : tensor<24x25xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %padded, %pad = transform.structured.pad_tiling_interface %0 to padding_sizes [8, 0, 16] pad_to_multiple_of {padding_values = [0.000000e+00 : f32, 0.000000e+00 : f32, 0.000000e+00 : f32]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %padded tile_sizes [8, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %1 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %2 = transform.apply_registered_pass "resolve-shaped-type-result-dims" to %1 : (!transform.any_op) -> !transform.any_op
      transform.apply_patterns to %2 {
        transform.apply_patterns.canonicalization
      } {apply_cse} : !transform.any_op
      %3 = transform.structured.match ops{["affine.min", "affine.max"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.affine.simplify_min_max_affine_ops %3 : !transform.any_op
      transform.apply_patterns to %2 {
        transform.apply_patterns.canonicalization
      } {apply_cse} : !transform.any_op
      transform.yield 
    }
  }
  func.func @smith_harness_0(%arg0: tensor<24x?xf32>, %arg1: tensor<?x25xf32>, %arg2: tensor<24x25xf32>) -> tensor<24x25xf32> {
    %0 = call @pad_lhs(%arg0, %arg1, %arg2) : (tensor<24x?xf32>, tensor<?x25xf32>, tensor<24x25xf32>) -> tensor<24x25xf32>
    return %0 : tensor<24x25xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-5.000000e+00, 4.250000e+00], [1.325000e+01, -7.500000e-01], [1.100000e+01, -4.750000e+00], [-1.275000e+01, -0.716987371], [-35.7378387, 5.250000e+00], [-1.125000e+01, 0.000000e+00], [-7.500000e+00, -0.135149375], [1.100000e+01, 7.500000e-01], [221.605301, -6.250000e+00], [9.750000e+00, -2.500000e+00], [1.475000e+01, 3284.53418], [67.8478699, -0.00340864691], [-1.525000e+01, -25.584053], [0.544089079, 9.750000e+00], [-0.0885430052, 2.250000e+00], [1.000000e+01, -1.150000e+01], [0.000000e+00, 1.400000e+01], [9.750000e+00, -1.000000e+00], [-8.500000e+00, 1.400000e+01], [-0.223067194, 0.0896607562], [-0.000000e+00, -5.750000e+00], [-1.375000e+01, 1.600000e+01], [-9.000000e+00, 1.150000e+01], [-1735.17151, 9.000000e+00]]> : tensor<24x2xf32>
    %cast = tensor.cast %cst : tensor<24x2xf32> to tensor<24x?xf32>
    %cst_0 = arith.constant dense<[[-7.24745703, 3.250000e+00, 1.000000e+00, 0x7FC00000, -9.250000e+00, -5.88532537E-4, -1.550000e+01, 1.325000e+01, -1.175000e+01, 2.500000e-01, -1.500000e+01, 1.150000e+01, -9.68789482, -1.350000e+01, 1.550000e+01, -1.550000e+01, 0.000000e+00, 8.500000e+00, 6.750000e+00, -8.54024983E-5, 2632.22095, 8.80354785, 7.08753395, 1.250000e+01, -9.35433197], [0x7FC00000, 8.250000e+00, -1.000000e+00, 3.750000e+00, 1.300000e+01, -1.525000e+01, -7.500000e+00, -6.750000e+00, -9.250000e+00, -1.100000e+01, -0.0673340708, 1.000000e+00, -0.000000e+00, 2.500000e+00, 1.425000e+01, -0.000000e+00, 3957.11108, -9.500000e+00, 2.898220e-03, -9.750000e+00, -4.500000e+00, 1.475000e+01, 60.5142364, 8.750000e+00, 4.750000e+00]]> : tensor<2x25xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<2x25xf32> to tensor<?x25xf32>
    %cst_2 = arith.constant dense<-42.6887741> : tensor<24x25xf32>
    %0 = call @smith_harness_0(%cast, %cast_1, %cst_2) : (tensor<24x?xf32>, tensor<?x25xf32>, tensor<24x25xf32>) -> tensor<24x25xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c24 = arith.constant 24 : index
    %c25 = arith.constant 25 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c24 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c25 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<24x25xf32>
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
