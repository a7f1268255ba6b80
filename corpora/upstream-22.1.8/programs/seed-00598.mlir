// Piece 1 of Dialect/Bufferization/Transforms/one-shot-module-bufferize-allow-return-allocs.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["return_slice", "main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize-allow-return-allocs.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 9013934247622642433, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @return_slice(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %0 = arith.maxsi %c1, %c1_0 : index
    %1 = arith.ceildivui %dim, %0 : index
    %2 = arith.minui %arg1, %1 : index
    %c4 = arith.constant 4 : index
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %3 = arith.subi %2, %c1_4 : index
    %4 = arith.muli %3, %c1_3 : index
    %5 = arith.subi %dim_2, %4 : index
    %c1_5 = arith.constant 1 : index
    %6 = arith.maxsi %5, %c1_5 : index
    %7 = arith.remui %c4, %6 : index
    %extracted_slice = tensor.extract_slice %arg0[%7] [%2] [1] : tensor<?xf32> to tensor<?xf32>
    return %extracted_slice : tensor<?xf32>
  }
  func.func @main_0(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = call @return_slice(%arg0, %arg1) : (tensor<?xf32>, index) -> tensor<?xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?xf32>
    %2 = arith.remui %arg2, %dim : index
    %extracted = tensor.extract %0[%2] : tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %1, %c0_0 : tensor<?xf32>
    %3 = arith.remui %arg2, %dim_1 : index
    %extracted_2 = tensor.extract %1[%3] : tensor<?xf32>
    return %extracted, %extracted_2 : f32, f32
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
    %0 = call @return_slice(%arg0, %arg1) : (tensor<?xf32>, index) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @smith_harness_1(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
    %0:2 = call @main_0(%arg0, %arg1, %arg2) : (tensor<?xf32>, index, index) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-2.46192884, -7.250000e+00, -232.502258, -1.000000e+00]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%cast, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
    %cst_0 = arith.constant dense<[7.250000e+00, -1.575000e+01, 353.497284, 0.0648551211]> : tensor<4xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<4xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1:2 = call @smith_harness_1(%cast_1, %c0, %c0_2) : (tensor<?xf32>, index, index) -> (f32, f32)
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_4 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_3 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<?xf32>
      %17 = arith.bitcast %extracted : f32 to i32
      %18 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_9 = arith.constant 2143289344 : i32
      %19 = arith.select %18, %c2143289344_i32_9, %17 : i32
      %20 = arith.extsi %19 : i32 to i64
      %c1000003_i64_10 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_10 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %3 = arith.bitcast %1#0 : f32 to i32
    %4 = arith.cmpf uno, %1#0, %1#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %5 = arith.select %4, %c2143289344_i32, %3 : i32
    %6 = arith.extsi %5 : i32 to i64
    %7 = arith.bitcast %1#1 : f32 to i32
    %8 = arith.cmpf uno, %1#1, %1#1 : f32
    %c2143289344_i32_5 = arith.constant 2143289344 : i32
    %9 = arith.select %8, %c2143289344_i32_5, %7 : i32
    %10 = arith.extsi %9 : i32 to i64
    %c-3750763034362895579_i64_6 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64_6, %c1000003_i64 : i64
    %12 = arith.addi %11, %2 : i64
    vector.print %6 : i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_7 : i64
    %14 = arith.addi %13, %6 : i64
    vector.print %10 : i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_8 : i64
    %16 = arith.addi %15, %10 : i64
    vector.print %16 : i64
    return
  }
}
