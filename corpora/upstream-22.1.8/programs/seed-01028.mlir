// Piece 17 of Dialect/Tensor/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["tensor.insert_slice_rank_reducing_1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 17, "release": "22.1.8"}, "seed": 5736923761206749113, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @tensor.insert_slice_rank_reducing_1(%arg0: tensor<?x?xf32>, %arg1: tensor<f32>, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.subi %c1, %c1_1 : index
    %1 = arith.muli %0, %c1_0 : index
    %2 = arith.subi %dim, %1 : index
    %c1_2 = arith.constant 1 : index
    %3 = arith.maxsi %2, %c1_2 : index
    %4 = arith.remui %arg2, %3 : index
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg0, %c1_3 : tensor<?x?xf32>
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %5 = arith.subi %c1_5, %c1_7 : index
    %6 = arith.muli %5, %c1_6 : index
    %7 = arith.subi %dim_4, %6 : index
    %c1_8 = arith.constant 1 : index
    %8 = arith.maxsi %7, %c1_8 : index
    %9 = arith.remui %arg3, %8 : index
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[%4, %9] [1, 1] [1, 1] : tensor<f32> into tensor<?x?xf32>
    return %inserted_slice : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<f32>, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
    %0 = call @tensor.insert_slice_rank_reducing_1(%arg0, %arg1, %arg2, %arg3) : (tensor<?x?xf32>, tensor<f32>, index, index) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[3.000000e+00, -1.350000e+01, -94.1930313, -1.000000e+01], [5.750000e+00, 0x7F800000, 0.00950309634, 4.250000e+00], [-5.500000e+00, 1.000000e+00, -1.300000e+01, -5.750000e+00], [1.125000e+01, 1.250000e+00, -1.050000e+01, 1.000000e+00]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<7.250000e+00> : tensor<f32>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %cst_0, %c0, %c2) : (tensor<?x?xf32>, tensor<f32>, index, index) -> tensor<?x?xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0_1 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<?x?xf32>
        %5 = arith.bitcast %extracted : f32 to i32
        %6 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %7 = arith.select %6, %c2143289344_i32, %5 : i32
        %8 = arith.extsi %7 : i32 to i64
        %c1000003_i64_6 = arith.constant 1000003 : i64
        %9 = arith.muli %arg3, %c1000003_i64_6 : i64
        %10 = arith.addi %9, %8 : i64
        scf.yield %10 : i64
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
