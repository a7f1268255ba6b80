// Piece 0 of Dialect/SCF/one-shot-bufferize-analysis.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_for_yield_only"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/one-shot-bufferize-analysis.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4025482816478362144, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scf_for_yield_only(%arg0: tensor<?xf32> {bufferization.writable = false}, %arg1: tensor<?xf32> {bufferization.writable = true}, %arg2: index, %arg3: index, %arg4: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg4, %c1 : index
    %1 = scf.for %arg5 = %arg2 to %arg3 step %0 iter_args(%arg6 = %arg0) -> (tensor<?xf32>) {
      scf.yield %arg6 : tensor<?xf32>
    }
    %c1_0 = arith.constant 1 : index
    %2 = arith.maxsi %arg4, %c1_0 : index
    %3 = scf.for %arg5 = %arg2 to %arg3 step %2 iter_args(%arg6 = %arg1) -> (tensor<?xf32>) {
      scf.yield %arg6 : tensor<?xf32>
    }
    return %1, %3 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index, %arg4: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %0:2 = call @scf_for_yield_only(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?xf32>, tensor<?xf32>, index, index, index) -> (tensor<?xf32>, tensor<?xf32>)
    return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-9.250000e+00, -9.750000e+00, -1.000000e+00]> : tensor<3xf32>
    %cast = tensor.cast %cst : tensor<3xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-1.750000e+00, -1.750000e+00, 6.250000e+00]> : tensor<3xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<3xf32> to tensor<?xf32>
    %c3 = arith.constant 3 : index
    %c3_2 = arith.constant 3 : index
    %c3_3 = arith.constant 3 : index
    %0:2 = call @smith_harness_0(%cast, %cast_1, %c3, %c3_2, %c3_3) : (tensor<?xf32>, tensor<?xf32>, index, index, index) -> (tensor<?xf32>, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_12 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %0#1, %c0_7 : tensor<?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_12 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_11 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
