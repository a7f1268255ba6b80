// Piece 11 of Dialect/Tensor/fold-tensor-subset-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_slice_of_transfer_write_swappy_rank_extending"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-tensor-subset-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 11, "release": "22.1.8"}, "seed": 7442114241471890557, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_slice_of_transfer_write_swappy_rank_extending(%arg0: tensor<?x?x12xf32>, %arg1: vector<5x6xf32>, %arg2: index, %arg3: tensor<5x6xf32>) -> tensor<?x?x12xf32> {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %0 = vector.transfer_write %arg1, %arg3[%c0, %c0] : vector<5x6xf32>, tensor<5x6xf32>
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x?x12xf32>
    %c5_1 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %1 = arith.subi %c5_1, %c1_2 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.subi %dim, %2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.maxsi %3, %c1_3 : index
    %5 = arith.remui %c4, %4 : index
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %arg0, %c1_4 : tensor<?x?x12xf32>
    %c1_6 = arith.constant 1 : index
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %6 = arith.subi %c1_6, %c1_8 : index
    %7 = arith.muli %6, %c1_7 : index
    %8 = arith.subi %dim_5, %7 : index
    %c1_9 = arith.constant 1 : index
    %9 = arith.maxsi %8, %c1_9 : index
    %10 = arith.remui %c3, %9 : index
    %c7 = arith.constant 7 : index
    %11 = arith.remui %arg2, %c7 : index
    %inserted_slice = tensor.insert_slice %0 into %arg0[%5, %10, %11] [5, 1, 6] [1, 1, 1] : tensor<5x6xf32> into tensor<?x?x12xf32>
    return %inserted_slice : tensor<?x?x12xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x12xf32>, %arg1: vector<5x6xf32>, %arg2: index, %arg3: tensor<5x6xf32>) -> tensor<?x?x12xf32> {
    %0 = call @insert_slice_of_transfer_write_swappy_rank_extending(%arg0, %arg1, %arg2, %arg3) : (tensor<?x?x12xf32>, vector<5x6xf32>, index, tensor<5x6xf32>) -> tensor<?x?x12xf32>
    return %0 : tensor<?x?x12xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-5.750000e+00> : tensor<9x9x12xf32>
    %cast = tensor.cast %cst : tensor<9x9x12xf32> to tensor<?x?x12xf32>
    %cst_0 = arith.constant dense<[[-347.253937, -1.150000e+01, -1.250000e+00, -4.082190e-02, -7.500000e-01, 3.000000e+00], [2.500000e-01, 9.715520e-01, -1.425000e+01, 0.00540544325, -1.125000e+01, 4.750000e+00], [1.325000e+01, -5.000000e+00, 4.500000e+00, 0.00306544499, -7.000000e+00, -4.750000e+00], [0.481677592, 5.750000e+00, -5.500000e+00, 184.997986, -7.500000e-01, -0.00873049442], [-2.750000e+00, 1.250000e+00, -9.250000e+00, 2.45768738, -7.750000e+00, 3.000000e+00]]> : vector<5x6xf32>
    %c1 = arith.constant 1 : index
    %cst_1 = arith.constant dense<[[0.00484454166, -2.500000e-01, 0.213750914, -1.500000e+01, -9.000000e+00, 9.000000e+00], [-9.000000e+00, -3.000000e+00, 64.6084595, 2.500000e+00, 5.500000e+00, 5995.12744], [1.550000e+01, -1.350000e+01, 7.500000e-01, 1.450000e+01, -5.000000e+00, 7.000000e+00], [0x7FC00000, 1.425000e+01, -7.500000e-01, -1.050000e+01, -8.500000e+00, -3.500000e+00], [0xFF800000, -0.00596540608, 0.85923934, -1.275000e+01, -1.000000e+01, 5.500000e+00]]> : tensor<5x6xf32>
    %0 = call @smith_harness_0(%cast, %cst_0, %c1, %cst_1) : (tensor<?x?x12xf32>, vector<5x6xf32>, index, tensor<5x6xf32>) -> tensor<?x?x12xf32>
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_3 : tensor<?x?x12xf32>
    %c1_4 = arith.constant 1 : index
    %dim_5 = tensor.dim %0, %c1_4 : tensor<?x?x12xf32>
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_5 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c12 step %c1_2 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x12xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_7 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_7 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
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
