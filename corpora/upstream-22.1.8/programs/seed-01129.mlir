// Piece 0 of Dialect/Tosa/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["add", "sub"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1281380413815627628, "skipped": {"inlined_if_fn": "i1 memory"}, "smith_version": "0.1.0"}
module {
  func.func @inlined_if_fn(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>) -> tensor<f32> {
    %0 = tosa.cond_if %arg2 (%arg3 = %arg0, %arg4 = %arg1) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = func.call @add(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      tosa.yield %1 : tensor<f32>
    } else {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = func.call @sub(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      tosa.yield %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func private @add(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @sub(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = tosa.sub %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = call @add(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = call @sub(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %cst = arith.constant dense<1.500000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<-1.475000e+01> : tensor<f32>
    %0 = call @smith_harness_0(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_1 = arith.constant dense<247.185928> : tensor<f32>
    %cst_2 = arith.constant dense<1.250000e+00> : tensor<f32>
    %1 = call @smith_harness_1(%cst_1, %cst_2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<f32>
    %2 = arith.bitcast %extracted : f32 to i32
    %3 = arith.cmpf uno, %extracted, %extracted : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %extracted_6 = tensor.extract %1[] : tensor<f32>
    %8 = arith.bitcast %extracted_6 : f32 to i32
    %9 = arith.cmpf uno, %extracted_6, %extracted_6 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_7, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_8 : i64
    %13 = arith.addi %12, %11 : i64
    %c-3750763034362895579_i64_9 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_9, %c1000003_i64_10 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %13 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_11 : i64
    %17 = arith.addi %16, %13 : i64
    vector.print %17 : i64
    return
  }
}
