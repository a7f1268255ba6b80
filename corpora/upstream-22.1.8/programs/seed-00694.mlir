// Piece 39 of Dialect/Linalg/drop-unit-extent-dims.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_empty_tensor_dim_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/drop-unit-extent-dims.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 39, "release": "22.1.8"}, "seed": 7665189392741952772, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_empty_tensor_dim_op(%arg0: tensor<1x?x10xf32>) -> tensor<1x?xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %idx2 = index.constant 2
    %dim = tensor.dim %arg0, %idx2 : tensor<1x?x10xf32>
    %0 = tensor.empty(%dim) : tensor<1x?xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x?xf32>) -> tensor<1x?xf32>
    return %1 : tensor<1x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x?x10xf32>) -> tensor<1x?xf32> {
    %0 = call @fold_empty_tensor_dim_op(%arg0) : (tensor<1x?x10xf32>) -> tensor<1x?xf32>
    return %0 : tensor<1x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[7.250000e+00, -4.49119425, -0.00408377685, 1.250000e+01, 21.8885403, -1.450000e+01, 1.000000e+00, 6.250000e+00, -9.79469203, -29.9344807], [3.750000e+00, -1.750000e+00, -1.000000e+00, -6.59702637E-4, -0.00904020667, 1.025000e+01, -1.400000e+01, -6.250000e+00, 0xFF800000, -0.00395623036], [-9.27768065E-4, -5.000000e-01, -1.250000e+00, -4.90692759, -0.0995965078, -0.537313879, 1.375000e+01, -1.525000e+01, 7.44021177, 7.750000e+00], [0xFF800000, 7920.84863, -8.000000e+00, -1.425000e+01, 1.400000e+01, -0.0443822071, -0.641934871, 529.587585, 704.884644, 7.250000e+00]]]> : tensor<1x4x10xf32>
    %cast = tensor.cast %cst : tensor<1x4x10xf32> to tensor<1x?x10xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<1x?x10xf32>) -> tensor<1x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %dim = tensor.dim %0, %c1_1 : tensor<1x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<1x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_3 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
