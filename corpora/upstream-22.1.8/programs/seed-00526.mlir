// Piece 0 of Dialect/Arith/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["write_to_select_op_source"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1898540209440686711, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @write_to_select_op_source(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: tensor<?xf32> {bufferization.writable = true}, %arg2: i1) -> (tensor<?xf32>, tensor<?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.remui %c0, %dim : index
    %inserted = tensor.insert %cst into %arg0[%0] : tensor<?xf32>
    %1 = arith.select %arg2, %arg0, %arg1 : tensor<?xf32>
    return %1, %inserted : tensor<?xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: i1) -> (tensor<?xf32>, tensor<?xf32>) {
    %0:2 = call @write_to_select_op_source(%arg0, %arg1, %arg2) : (tensor<?xf32>, tensor<?xf32>, i1) -> (tensor<?xf32>, tensor<?xf32>)
    return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-6.750000e+00> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<-1.63311851> : tensor<1xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<1xf32> to tensor<?xf32>
    %true = arith.constant true
    %0:2 = call @smith_harness_0(%cast, %cast_1, %true) : (tensor<?xf32>, tensor<?xf32>, i1) -> (tensor<?xf32>, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_10 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %0#1, %c0_5 : tensor<?xf32>
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim_6 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_7) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_10 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_8, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_9 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
