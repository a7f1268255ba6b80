// Piece 0 of Dialect/Func/duplicate-function-elimination.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["identity", "also_identity", "yet_another_identity", "user"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Func/duplicate-function-elimination.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3375004861546410876, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @identity(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func @also_identity(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func @yet_another_identity(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func @user(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @identity(%arg0) : (tensor<f32>) -> tensor<f32>
    %1 = call @also_identity(%0) : (tensor<f32>) -> tensor<f32>
    %2 = call @yet_another_identity(%1) : (tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func @smith_harness_0(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @identity(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_1(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @also_identity(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_2(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @yet_another_identity(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @smith_harness_3(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @user(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main() {
    %cst = arith.constant dense<-3.000000e+00> : tensor<f32>
    %0 = call @smith_harness_0(%cst) : (tensor<f32>) -> tensor<f32>
    %cst_0 = arith.constant dense<-1.500000e+01> : tensor<f32>
    %1 = call @smith_harness_1(%cst_0) : (tensor<f32>) -> tensor<f32>
    %cst_1 = arith.constant dense<-0.0895538404> : tensor<f32>
    %2 = call @smith_harness_2(%cst_1) : (tensor<f32>) -> tensor<f32>
    %cst_2 = arith.constant dense<-311.121216> : tensor<f32>
    %3 = call @smith_harness_3(%cst_2) : (tensor<f32>) -> tensor<f32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0[] : tensor<f32>
    %4 = arith.bitcast %extracted : f32 to i32
    %5 = arith.cmpf uno, %extracted, %extracted : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %7 : i64
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %extracted_6 = tensor.extract %1[] : tensor<f32>
    %10 = arith.bitcast %extracted_6 : f32 to i32
    %11 = arith.cmpf uno, %extracted_6, %extracted_6 : f32
    %c2143289344_i32_7 = arith.constant 2143289344 : i32
    %12 = arith.select %11, %c2143289344_i32_7, %10 : i32
    %13 = arith.extsi %12 : i32 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %14 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64_8 : i64
    %15 = arith.addi %14, %13 : i64
    %c0_9 = arith.constant 0 : index
    %c1_10 = arith.constant 1 : index
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    %extracted_12 = tensor.extract %2[] : tensor<f32>
    %16 = arith.bitcast %extracted_12 : f32 to i32
    %17 = arith.cmpf uno, %extracted_12, %extracted_12 : f32
    %c2143289344_i32_13 = arith.constant 2143289344 : i32
    %18 = arith.select %17, %c2143289344_i32_13, %16 : i32
    %19 = arith.extsi %18 : i32 to i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %20 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64_14 : i64
    %21 = arith.addi %20, %19 : i64
    %c0_15 = arith.constant 0 : index
    %c1_16 = arith.constant 1 : index
    %c-3750763034362895579_i64_17 = arith.constant -3750763034362895579 : i64
    %extracted_18 = tensor.extract %3[] : tensor<f32>
    %22 = arith.bitcast %extracted_18 : f32 to i32
    %23 = arith.cmpf uno, %extracted_18, %extracted_18 : f32
    %c2143289344_i32_19 = arith.constant 2143289344 : i32
    %24 = arith.select %23, %c2143289344_i32_19, %22 : i32
    %25 = arith.extsi %24 : i32 to i64
    %c1000003_i64_20 = arith.constant 1000003 : i64
    %26 = arith.muli %c-3750763034362895579_i64_17, %c1000003_i64_20 : i64
    %27 = arith.addi %26, %25 : i64
    %c-3750763034362895579_i64_21 = arith.constant -3750763034362895579 : i64
    vector.print %9 : i64
    %c1000003_i64_22 = arith.constant 1000003 : i64
    %28 = arith.muli %c-3750763034362895579_i64_21, %c1000003_i64_22 : i64
    %29 = arith.addi %28, %9 : i64
    vector.print %15 : i64
    %c1000003_i64_23 = arith.constant 1000003 : i64
    %30 = arith.muli %29, %c1000003_i64_23 : i64
    %31 = arith.addi %30, %15 : i64
    vector.print %21 : i64
    %c1000003_i64_24 = arith.constant 1000003 : i64
    %32 = arith.muli %31, %c1000003_i64_24 : i64
    %33 = arith.addi %32, %21 : i64
    vector.print %27 : i64
    %c1000003_i64_25 = arith.constant 1000003 : i64
    %34 = arith.muli %33, %c1000003_i64_25 : i64
    %35 = arith.addi %34, %27 : i64
    vector.print %35 : i64
    return
  }
}
