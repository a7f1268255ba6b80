// Piece 19 of Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inner_func", "equivalent_func_arg"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 19, "release": "22.1.8"}, "seed": 4357206391085281555, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @inner_func(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.remui %c0, %dim : index
    %inserted = tensor.insert %cst into %arg0[%0] : tensor<?xf32>
    return %inserted : tensor<?xf32>
  }
  func.func @equivalent_func_arg(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg3, %c1 : index
    %1 = scf.for %arg4 = %arg1 to %arg2 step %0 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
      %2 = func.call @inner_func(%arg5) : (tensor<?xf32>) -> tensor<?xf32>
      scf.yield %2 : tensor<?xf32>
    }
    return %1 : tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @inner_func(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
    %0 = call @equivalent_func_arg(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, index, index, index) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-0.0245662127, 2.000000e+00, -444.921143, -1.500000e+01]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %0 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> tensor<?xf32>
    %cst_0 = arith.constant dense<[0.0510617606, 8.500000e+00, 1.000000e+00, -1.300000e+01]> : tensor<4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4xf32> to tensor<?xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1 = call @smith_harness_1(%cast_1, %c2, %c0, %c0_2) : (tensor<?xf32>, index, index, index) -> tensor<?xf32>
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %8 = arith.bitcast %extracted : f32 to i32
      %9 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_12 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %dim_8 = tensor.dim %1, %c0_7 : tensor<?xf32>
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_5 to %dim_8 step %c1_6 iter_args(%arg1 = %c-3750763034362895579_i64_9) -> (i64) {
      %extracted = tensor.extract %1[%arg0] : tensor<?xf32>
      %8 = arith.bitcast %extracted : f32 to i32
      %9 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %10 = arith.select %9, %c2143289344_i32, %8 : i32
      %11 = arith.extsi %10 : i32 to i64
      %c1000003_i64_12 = arith.constant 1000003 : i64
      %12 = arith.muli %arg1, %c1000003_i64_12 : i64
      %13 = arith.addi %12, %11 : i64
      scf.yield %13 : i64
    }
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_11 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
