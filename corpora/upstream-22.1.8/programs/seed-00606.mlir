// Piece 14 of Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["execute_region_test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-module-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 14, "release": "22.1.8"}, "seed": 6916879770004462453, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @execute_region_test(%arg0: tensor<?xf32>) -> (f32, tensor<?xf32>, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c7 = arith.constant 7 : index
    %0:3 = scf.execute_region -> (f32, tensor<?xf32>, f32) {
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
      %1 = arith.remui %c7, %dim : index
      %inserted = tensor.insert %cst_0 into %arg0[%1] : tensor<?xf32>
      scf.yield %cst, %inserted, %cst_0 : f32, tensor<?xf32>, f32
    }
    return %0#0, %0#1, %0#2 : f32, tensor<?xf32>, f32
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>) -> (f32, tensor<?xf32>, f32) {
    %0:3 = call @execute_region_test(%arg0) : (tensor<?xf32>) -> (f32, tensor<?xf32>, f32)
    return %0#0, %0#1, %0#2 : f32, tensor<?xf32>, f32
  }
  func.func @main() {
    %cst = arith.constant dense<[-6.000000e+00, -2.750000e+00, -0.0936258211, -569.628662]> : tensor<4xf32>
    %cast = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
    %0:3 = call @smith_harness_0(%cast) : (tensor<?xf32>) -> (f32, tensor<?xf32>, f32)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0#1, %c0_0 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %16 = arith.bitcast %extracted : f32 to i32
      %17 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_5 = arith.constant 2143289344 : i32
      %18 = arith.select %17, %c2143289344_i32_5, %16 : i32
      %19 = arith.extsi %18 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %20 = arith.muli %arg1, %c1000003_i64_6 : i64
      %21 = arith.addi %20, %19 : i64
      scf.yield %21 : i64
    }
    %6 = arith.bitcast %0#2 : f32 to i32
    %7 = arith.cmpf uno, %0#2, %0#2 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %8 = arith.select %7, %c2143289344_i32_1, %6 : i32
    %9 = arith.extsi %8 : i32 to i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %11 = arith.addi %10, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_3 : i64
    %13 = arith.addi %12, %5 : i64
    vector.print %9 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_4 : i64
    %15 = arith.addi %14, %9 : i64
    vector.print %15 : i64
    return
  }
}
