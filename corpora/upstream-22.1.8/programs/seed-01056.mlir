// Piece 135 of Dialect/Tensor/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["canonicalize_parallel_insert_slice_indices"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 135, "release": "22.1.8"}, "seed": 4391756888401446911, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @canonicalize_parallel_insert_slice_indices(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<?x?xf32> {
    %cst = arith.constant 4.200000e+01 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
      %cast = tensor.cast %arg0 : tensor<1x5xf32> to tensor<?x5xf32>
      %c0_0 = arith.constant 0 : index
      %dim = tensor.dim %cast, %c0_0 : tensor<?x5xf32>
      %c0_1 = arith.constant 0 : index
      %dim_2 = tensor.dim %arg4, %c0_1 : tensor<?x?xf32>
      %c1_3 = arith.constant 1 : index
      %1 = arith.subi %dim, %c1_3 : index
      %2 = arith.muli %1, %c1 : index
      %3 = arith.subi %dim_2, %2 : index
      %c1_4 = arith.constant 1 : index
      %4 = arith.maxsi %3, %c1_4 : index
      %5 = arith.remui %arg3, %4 : index
      %c1_5 = arith.constant 1 : index
      %dim_6 = tensor.dim %arg4, %c1_5 : tensor<?x?xf32>
      %c5 = arith.constant 5 : index
      %c1_7 = arith.constant 1 : index
      %6 = arith.subi %c5, %c1_7 : index
      %7 = arith.muli %6, %c1 : index
      %8 = arith.subi %dim_6, %7 : index
      %c1_8 = arith.constant 1 : index
      %9 = arith.maxsi %8, %c1_8 : index
      %10 = arith.remui %c0, %9 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cast into %arg4[%5, %10] [%dim, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
      }
    }
    return %0 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<?x?xf32> {
    %0 = call @canonicalize_parallel_insert_slice_indices(%arg0, %arg1, %arg2) : (tensor<1x5xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[1.525000e+01, 1.000000e+00, 4.750000e+00, -0.00580729591, -6.750000e+00]]> : tensor<1x5xf32>
    %cst_0 = arith.constant dense<[[-3.500000e+00, 5.500000e+00, 0.504910409], [-8.750000e+00, 769.578063, 3.000000e+00], [3.250000e+00, 4.000000e+00, 93.4586181]]> : tensor<3x3xf32>
    %cast = tensor.cast %cst_0 : tensor<3x3xf32> to tensor<?x?xf32>
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cst, %cast, %c2) : (tensor<1x5xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_1 : tensor<?x?xf32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %0, %c1_2 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_5 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_5 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_4, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
