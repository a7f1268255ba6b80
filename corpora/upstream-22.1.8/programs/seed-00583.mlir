// Piece 0 of Dialect/Bufferization/Transforms/one-shot-bufferize-analysis-bottom-up-from-terminators.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-analysis-bottom-up-from-terminators.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8953293080688190181, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_test(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (tensor<5xf32>, tensor<5xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<5xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    %c1 = arith.constant 1 : index
    %2 = arith.maxsi %arg2, %c1 : index
    %3 = scf.for %arg5 = %arg0 to %arg1 step %2 iter_args(%arg6 = %1) -> (tensor<5xf32>) {
      %7 = linalg.fill ins(%arg3 : f32) outs(%arg6 : tensor<5xf32>) -> tensor<5xf32>
      %8 = linalg.fill ins(%arg4 : f32) outs(%arg6 : tensor<5xf32>) -> tensor<5xf32>
      %c5 = arith.constant 5 : index
      %9 = vector.transfer_read %7[%c0], %cst : tensor<5xf32>, vector<5xf32>
      vector.print %9 : vector<5xf32>
      scf.yield %8 : tensor<5xf32>
    }
    %4 = tensor.empty() : tensor<5xf32>
    %c1_1 = arith.constant 1 : index
    %5 = arith.maxsi %arg2, %c1_1 : index
    %6 = scf.for %arg5 = %arg0 to %arg1 step %5 iter_args(%arg6 = %1) -> (tensor<5xf32>) {
      %7 = linalg.fill ins(%arg3 : f32) outs(%arg6 : tensor<5xf32>) -> tensor<5xf32>
      %8 = linalg.fill ins(%arg4 : f32) outs(%arg6 : tensor<5xf32>) -> tensor<5xf32>
      %c5 = arith.constant 5 : index
      %9 = vector.transfer_read %8[%c0], %cst : tensor<5xf32>, vector<5xf32>
      vector.print %9 : vector<5xf32>
      scf.yield %7 : tensor<5xf32>
    }
    return %3, %6 : tensor<5xf32>, tensor<5xf32>
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (tensor<5xf32>, tensor<5xf32>) {
    %0:2 = call @simple_test(%arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, f32, f32) -> (tensor<5xf32>, tensor<5xf32>)
    return %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant -1.525000e+01 : f32
    %cst_1 = arith.constant 1.425000e+01 : f32
    %0:2 = call @smith_harness_0(%c3, %c3_0, %c2, %cst, %cst_1) : (index, index, index, f32, f32) -> (tensor<5xf32>, tensor<5xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<5xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_8 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c5_4 = arith.constant 5 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_2 to %c5_4 step %c1_3 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<5xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_8 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_8 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_7 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
