// Piece 9 of Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inner_func", "call_func_with_non_tensor_return"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 8169930848069443596, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @inner_func(%arg0: tensor<?xf32>) -> (tensor<?xf32>, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?xf32>
    %0 = arith.remui %c0, %dim : index
    %inserted = tensor.insert %cst into %arg0[%0] : tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %inserted, %c0_1 : tensor<?xf32>
    %1 = arith.remui %c1, %dim_2 : index
    %extracted = tensor.extract %inserted[%1] : tensor<?xf32>
    return %inserted, %extracted : tensor<?xf32>, f32
  }
  func.func @call_func_with_non_tensor_return(%arg0: tensor<?xf32> {bufferization.writable = false}) -> (f32, tensor<?xf32>) {
    %0:2 = call @inner_func(%arg0) : (tensor<?xf32>) -> (tensor<?xf32>, f32)
    return %0#1, %0#0 : f32, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> (tensor<?xf32>, f32) {
    %0:2 = call @inner_func(%arg0) : (tensor<?xf32>) -> (tensor<?xf32>, f32)
    return %0#0, %0#1 : tensor<?xf32>, f32
  }
  func.func @smith_harness_1(%arg0: tensor<?xf32>) -> (f32, tensor<?xf32>) {
    %0:2 = call @call_func_with_non_tensor_return(%arg0) : (tensor<?xf32>) -> (f32, tensor<?xf32>)
    return %0#0, %0#1 : f32, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.461387515> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %0:2 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> (tensor<?xf32>, f32)
    %cst_0 = arith.constant dense<[2.500000e-01, -8281.45605, 0.71529305, -1.000000e+00]> : tensor<4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4xf32> to tensor<?xf32>
    %1:2 = call @smith_harness_1(%cast_1) : (tensor<?xf32>) -> (f32, tensor<?xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %20 = arith.bitcast %extracted : f32 to i32
      %21 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_13 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32_13, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_14 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_14 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %3 = arith.bitcast %0#1 : f32 to i32
    %4 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %7 = arith.bitcast %1#0 : f32 to i32
    %8 = arith.cmpf uno, %1#0, %1#0 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %9 = arith.select %8, %c2143289344_i32_3, %7 : i32
    %10 = arith.extsi %9 : i32 to i64
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %dim_7 = tensor.dim %1#1, %c0_6 : tensor<?xf32>
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %11 = scf.for %arg0 = %c0_4 to %dim_7 step %c1_5 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %extracted = tensor.extract %1#1[%arg0] : tensor<?xf32>
      %20 = arith.bitcast %extracted : f32 to i32
      %21 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_13 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32_13, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_14 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_14 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64 : i64
    %13 = arith.addi %12, %2 : i64
    vector.print %6 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_10 : i64
    %15 = arith.addi %14, %6 : i64
    vector.print %10 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_11 : i64
    %17 = arith.addi %16, %10 : i64
    vector.print %11 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_12 : i64
    %19 = arith.addi %18, %11 : i64
    vector.print %19 : i64
    return
  }
}
