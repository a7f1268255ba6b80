// Piece 6 of Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_insert_slice"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tensor/fold-consecutive-insert-extract-slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 6404562371063722814, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_insert_slice(%arg0: tensor<1x2xf32>, %arg1: tensor<f32>, %arg2: tensor<1x1xf32>) -> tensor<1x2xf32> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = scf.forall (%arg3, %arg4) in (%c1, %c2) shared_outs(%arg5 = %arg0) -> (tensor<1x2xf32>) {
      %inserted_slice = tensor.insert_slice %arg1 into %arg2[0, 0] [1, 1] [1, 1] : tensor<f32> into tensor<1x1xf32>
      %c1_0 = arith.constant 1 : index
      %1 = arith.remui %arg3, %c1_0 : index
      %c2_1 = arith.constant 2 : index
      %2 = arith.remui %arg4, %c2_1 : index
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %inserted_slice into %arg5[%1, %2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<1x2xf32>
      }
    }
    return %0 : tensor<1x2xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<1x2xf32>, %arg1: tensor<f32>, %arg2: tensor<1x1xf32>) -> tensor<1x2xf32> {
    %0 = call @parallel_insert_slice(%arg0, %arg1, %arg2) : (tensor<1x2xf32>, tensor<f32>, tensor<1x1xf32>) -> tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[[-28.928545, -8.750000e+00]]> : tensor<1x2xf32>
    %cst_0 = arith.constant dense<4.250000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<-4.000000e+00> : tensor<1x1xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (tensor<1x2xf32>, tensor<f32>, tensor<1x1xf32>) -> tensor<1x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_2 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0[%arg0, %arg2] : tensor<1x2xf32>
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
