// Piece 2 of Dialect/Tensor/fold-constant-extract-slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice_constant_3x4_offsets"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-constant-extract-slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4149058433282400304, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice_constant_3x4_offsets(%arg0: tensor<3x4xf32>) -> tensor<2x2xf32> {
    %cst = arith.constant dense<[[1.000000e+01, 9.000000e+00, 8.000000e+00, 7.000000e+00], [1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01], [1.000000e+00, 3.000000e+00, 5.000000e+00, 7.000000e+00]]> : tensor<3x4xf32>
    %extracted_slice = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<3x4xf32> to tensor<2x2xf32>
    return %extracted_slice : tensor<2x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<3x4xf32>) -> tensor<2x2xf32> {
    %0 = call @slice_constant_3x4_offsets(%arg0) : (tensor<3x4xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[4.750000e+00, -2.500000e-01, 1.225000e+01, 0.780231416], [-1.575000e+01, -899.631896, -1.000000e+00, 1.300000e+01], [0.0505899824, -1.250000e+01, -1.400000e+01, -4.37215553E-4]]> : tensor<3x4xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<3x4xf32>) -> tensor<2x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<2x2xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_2 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_2 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
