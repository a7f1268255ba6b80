// Piece 0 of Dialect/Tensor/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["insert_slice_fun"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4132095008741427403, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @insert_slice_fun(%arg0: tensor<?xf32> {bufferization.writable = false}, %arg1: tensor<?xf32> {bufferization.writable = true}, %arg2: tensor<4xf32> {bufferization.writable = false}, %arg3: tensor<4xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %inserted_slice = tensor.insert_slice %arg2 into %arg0[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %inserted_slice_0 = tensor.insert_slice %arg3 into %arg0[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %inserted_slice_1 = tensor.insert_slice %arg2 into %arg1[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %inserted_slice_2 = tensor.insert_slice %arg3 into %arg1[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    return %inserted_slice, %inserted_slice_0, %inserted_slice_1, %inserted_slice_2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %0:4 = call @insert_slice_fun(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-1.550000e+01, -0.00652595237, 18.2809448, 5.000000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[2.000000e+00, 0x7F800000, 0x7FC00000, -1.075000e+01]> : tensor<4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4xf32> to tensor<?xf32>
    %cst_2 = arith.constant dense<[-1.000000e+00, -1.250000e+00, -1.250000e+01, 2.250000e+00]> : tensor<4xf32>
    %cst_3 = arith.constant dense<[-1.250000e+01, -5.000000e-01, -1.300000e+01, 800.326294]> : tensor<4xf32>
    %0:4 = call @smith_harness_0(%cast, %cast_1, %cst_2, %cst_3) : (tensor<?xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %13 = arith.bitcast %extracted : f32 to i32
      %14 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_24 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_24 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %0#1, %c0_7 : tensor<?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %13 = arith.bitcast %extracted : f32 to i32
      %14 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_24 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_24 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c0_10 = arith.constant 0 : index
    %c1_11 = arith.constant 1 : index
    %c0_12 = arith.constant 0 : index
    %dim_13 = tensor.dim %0#2, %c0_12 : tensor<?xf32>
    %c-3750763034362895579_i64_14 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_10 to %dim_13 step %c1_11 iter_args(%arg1 = %c-3750763034362895579_i64_14) -> (i64) {
      %extracted = tensor.extract %0#2[%arg0] : tensor<?xf32>
      %13 = arith.bitcast %extracted : f32 to i32
      %14 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_24 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_24 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c0_15 = arith.constant 0 : index
    %c1_16 = arith.constant 1 : index
    %c0_17 = arith.constant 0 : index
    %dim_18 = tensor.dim %0#3, %c0_17 : tensor<?xf32>
    %c-3750763034362895579_i64_19 = arith.constant -3750763034362895579 : i64
    %4 = scf.for %arg0 = %c0_15 to %dim_18 step %c1_16 iter_args(%arg1 = %c-3750763034362895579_i64_19) -> (i64) {
      %extracted = tensor.extract %0#3[%arg0] : tensor<?xf32>
      %13 = arith.bitcast %extracted : f32 to i32
      %14 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %15 = arith.select %14, %c2143289344_i32, %13 : i32
      %16 = arith.extsi %15 : i32 to i64
      %c1000003_i64_24 = arith.constant 1000003 : i64
      %17 = arith.muli %arg1, %c1000003_i64_24 : i64
      %18 = arith.addi %17, %16 : i64
      scf.yield %18 : i64
    }
    %c-3750763034362895579_i64_20 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_20, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_21 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_21 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_22 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_23 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
