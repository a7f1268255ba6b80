// Piece 12 of Dialect/Tensor/fold-tensor-subset-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_slice_of_transfer_write_rank_extending"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-tensor-subset-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 3065144875532624626, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @insert_slice_of_transfer_write_rank_extending(%arg0: tensor<?x?x12xf32>, %arg1: vector<5x6xf32>, %arg2: index, %arg3: tensor<5x6xf32>) -> tensor<?x?x12xf32> {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %0 = vector.transfer_write %arg1, %arg3[%c0, %c0] : vector<5x6xf32>, tensor<5x6xf32>
    %c7 = arith.constant 7 : index
    %1 = arith.remui %arg2, %c7 : index
    %inserted_slice = tensor.insert_slice %0 into %arg0[4, 3, %1] [1, 5, 6] [1, 1, 1] : tensor<5x6xf32> into tensor<?x?x12xf32>
    return %inserted_slice : tensor<?x?x12xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?x?x12xf32>, %arg1: vector<5x6xf32>, %arg2: index, %arg3: tensor<5x6xf32>) -> tensor<?x?x12xf32> {
    %0 = call @insert_slice_of_transfer_write_rank_extending(%arg0, %arg1, %arg2, %arg3) : (tensor<?x?x12xf32>, vector<5x6xf32>, index, tensor<5x6xf32>) -> tensor<?x?x12xf32>
    return %0 : tensor<?x?x12xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[[1.275000e+01, -7.000000e+00, 1656.38733, 7.500000e-01, 2.000000e+00, -6.5913515, 1.025000e+01, -1.425000e+01, -61.291729, 49.9880943, -5.000000e-01, 2.97633862]]]> : tensor<1x1x12xf32>
    %cast = tensor.cast %cst : tensor<1x1x12xf32> to tensor<?x?x12xf32>
    %cst_0 = arith.constant dense<[[-1.500000e+01, 14.4178514, 5.000000e+00, 2.08418751, -1.525000e+01, -7641.61083], [1.200000e+01, 9591.21679, 1.250000e+00, 2.83750057, 6.77005664E-5, -1.325000e+01], [90.676033, 4119.93359, 1.575000e+01, -753.814147, -7.500000e-01, -87.8441391], [-1.000000e+00, -1.325000e+01, -0.294118106, -0.643610179, 0.000000e+00, -1.450000e+01], [3.61897469, 6.750000e+00, 3.250000e+00, 2.500000e+00, 1.275000e+01, -7.250000e+00]]> : vector<5x6xf32>
    %c3 = arith.constant 3 : index
    %cst_1 = arith.constant dense<[[-1.550000e+01, -818.053161, 0x7FC00000, 1.150000e+01, -0.00537109282, -1.500000e+01], [0.837603331, -3.000000e+00, 7.91313696, 110.375305, 0.0439026579, -62.8059196], [0.00747315073, -771.900207, 1.000000e+00, 6.750000e+00, 0xFF800000, -1.575000e+01], [9.500000e+00, 1.175000e+01, -0.634527922, -0.000000e+00, -4730.84473, 5.02856255], [4.000000e+00, 220.317261, -5.500000e+00, 1.100000e+01, 3.000000e+00, 0x7FC00000]]> : tensor<5x6xf32>
    %0 = call @smith_harness_0(%cast, %cst_0, %c3, %cst_1) : (tensor<?x?x12xf32>, vector<5x6xf32>, index, tensor<5x6xf32>) -> tensor<?x?x12xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_2 : tensor<?x?x12xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %0, %c1_3 : tensor<?x?x12xf32>
    %c12 = arith.constant 12 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %dim_4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c12 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %extracted = tensor.extract %0[%arg0, %arg2, %arg4] : tensor<?x?x12xf32>
          %6 = arith.bitcast %extracted : f32 to i32
          %7 = arith.cmpf uno, %extracted, %extracted : f32
          %c2143289344_i32 = arith.constant 2143289344 : i32
          %8 = arith.select %7, %c2143289344_i32, %6 : i32
          %9 = arith.extsi %8 : i32 to i64
          %c1000003_i64_6 = arith.constant 1000003 : i64
          %10 = arith.muli %arg5, %c1000003_i64_6 : i64
          %11 = arith.addi %10, %9 : i64
          scf.yield %11 : i64
        }
        scf.yield %5 : i64
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
