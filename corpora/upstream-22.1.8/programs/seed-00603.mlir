// Piece 0 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-out-params.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["callee", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-out-params.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1256442573591638676, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @callee(%arg0: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 8.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %inserted = tensor.insert %cst into %arg0[%c0] : tensor<5xf32>
    return %arg0, %inserted : tensor<5xf32>, tensor<5xf32>
  }
  func.func @main_0(%arg0: tensor<5xf32>) -> (f32, f32) {
    %c0 = arith.constant 0 : index
    %0:2 = call @callee(%arg0) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
    %c5 = arith.constant 5 : index
    %extracted = tensor.extract %0#0[%c0] : tensor<5xf32>
    %c5_0 = arith.constant 5 : index
    %extracted_1 = tensor.extract %0#1[%c0] : tensor<5xf32>
    return %extracted, %extracted_1 : f32, f32
  }
  func.func @smith_harness_0(%arg0: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    %0:2 = call @callee(%arg0) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
    return %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<5xf32>) -> (f32, f32) {
    %0:2 = call @main_0(%arg0) : (tensor<5xf32>) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[4.250000e+00, 8.750000e+00, 3.02714267E-4, -6.274830e-03, -7.23328616E-4]> : tensor<5xf32>
    %0:2 = call @smith_harness_0(%cst) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
    %cst_0 = arith.constant dense<[0xFF800000, 4.01962054E-4, 1.075000e+01, -1.175000e+01, 7.500000e-01]> : tensor<5xf32>
    %1:2 = call @smith_harness_1(%cst_0) : (tensor<5xf32>) -> (f32, f32)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<5xf32>
      %20 = arith.bitcast %extracted : f32 to i32
      %21 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_10 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32_10, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_11 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c5_3 = arith.constant 5 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %c5_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<5xf32>
      %20 = arith.bitcast %extracted : f32 to i32
      %21 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_10 = arith.constant 2143289344 : i32
      %22 = arith.select %21, %c2143289344_i32_10, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %c1000003_i64_11 = arith.constant 1000003 : i64
      %24 = arith.muli %arg1, %c1000003_i64_11 : i64
      %25 = arith.addi %24, %23 : i64
      scf.yield %25 : i64
    }
    %4 = arith.bitcast %1#0 : f32 to i32
    %5 = arith.cmpf uno, %1#0, %1#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %8 = arith.bitcast %1#1 : f32 to i32
    %9 = arith.cmpf uno, %1#1, %1#1 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_5, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %12 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %13 = arith.addi %12, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_7 : i64
    %15 = arith.addi %14, %3 : i64
    vector.print %7 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_8 : i64
    %17 = arith.addi %16, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_9 : i64
    %19 = arith.addi %18, %11 : i64
    vector.print %19 : i64
    return
  }
}
