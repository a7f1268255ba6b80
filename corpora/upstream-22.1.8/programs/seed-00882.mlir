// Piece 5 of Dialect/MemRef/resolve-dim-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["iter_to_init_arg_loop_like"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/resolve-dim-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 4976526849212503773, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @iter_to_init_arg_loop_like(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %0 = scf.forall (%arg2) in (%dim) shared_outs(%arg3 = %arg1) -> (tensor<?x?xf32>) {
      %dim_0 = tensor.dim %arg3, %c1 : tensor<?x?xf32>
      %c1_1 = arith.constant 1 : index
      %dim_2 = tensor.dim %arg1, %c1_1 : tensor<?x?xf32>
      %c1_3 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      %1 = arith.maxsi %c1_3, %c1_4 : index
      %2 = arith.ceildivui %dim_2, %1 : index
      %3 = arith.minui %dim_0, %2 : index
      %c0_5 = arith.constant 0 : index
      %dim_6 = tensor.dim %arg1, %c0_5 : tensor<?x?xf32>
      %c1_7 = arith.constant 1 : index
      %c1_8 = arith.constant 1 : index
      %c1_9 = arith.constant 1 : index
      %4 = arith.subi %c1_7, %c1_9 : index
      %5 = arith.muli %4, %c1_8 : index
      %6 = arith.subi %dim_6, %5 : index
      %c1_10 = arith.constant 1 : index
      %7 = arith.maxsi %6, %c1_10 : index
      %8 = arith.remui %arg2, %7 : index
      %extracted_slice = tensor.extract_slice %arg1[%8, 0] [1, %3] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %extracted_slice, %c1_11 : tensor<1x?xf32>
      %c0_13 = arith.constant 0 : index
      %dim_14 = tensor.dim %arg3, %c0_13 : tensor<?x?xf32>
      %c1_15 = arith.constant 1 : index
      %c1_16 = arith.constant 1 : index
      %c1_17 = arith.constant 1 : index
      %9 = arith.subi %c1_15, %c1_17 : index
      %10 = arith.muli %9, %c1_16 : index
      %11 = arith.subi %dim_14, %10 : index
      %c1_18 = arith.constant 1 : index
      %12 = arith.maxsi %11, %c1_18 : index
      %13 = arith.remui %arg2, %12 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg3[%13, 0] [1, %dim_12] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
      }
    }
    return %0 : tensor<?x?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = call @iter_to_init_arg_loop_like(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-999.700561, -7.750000e+00, 1.250000e+00, -0.000000e+00], [7.000000e+00, 1.000000e+00, -5.000000e+00, -1.000000e+00], [-2.000000e+00, -5128.13086, -3.750000e+00, 2.750000e+00], [-0.000000e+00, 0.0946534723, -43.0535736, 0.00863423943]]> : tensor<4x4xf32>
    %cast = tensor.cast %cst : tensor<4x4xf32> to tensor<?x?xf32>
    %cst_0 = arith.constant dense<[[1.125000e+01, -5.000000e+00, -40.6533051, -0.844711542], [-6.34582189E-4, -8.00555514E-4, 8.000000e+00, -1.000000e+00], [4.750000e+00, -1.000000e+00, -8.92316246, 0x7F800000], [9.000000e+00, -1.050000e+01, -1.300000e+01, -0.000000e+00]]> : tensor<4x4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4x4xf32> to tensor<?x?xf32>
    %0 = call @smith_harness_0(%cast, %cast_1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
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
