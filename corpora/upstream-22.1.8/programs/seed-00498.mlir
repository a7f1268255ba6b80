// Piece 2 of Dialect/Arith/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["duplicate_constants"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3066073573503583891, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @duplicate_constants() -> (tensor<3x4xf32>, tensor<3x4xf32>) {
    %cst = arith.constant dense<7.000000e+00> : tensor<3x4xf32>
    %cst_0 = arith.constant dense<7.000000e+00> : tensor<3x4xf32>
    return %cst, %cst_0 : tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func @smith_harness_0() -> (tensor<3x4xf32>, tensor<3x4xf32>) {
    %0:2 = call @duplicate_constants() : () -> (tensor<3x4xf32>, tensor<3x4xf32>)
    return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func @main() {
    %0:2 = call @smith_harness_0() : () -> (tensor<3x4xf32>, tensor<3x4xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %7 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#0[%arg0, %arg2] : tensor<3x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_7 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c3_2 = arith.constant 3 : index
    %c4_3 = arith.constant 4 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_0 to %c3_2 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %7 = scf.for %arg2 = %c0_0 to %c4_3 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %extracted = tensor.extract %0#1[%arg0, %arg2] : tensor<3x4xf32>
        %8 = arith.bitcast %extracted : f32 to i32
        %9 = arith.cmpf uno, %extracted, %extracted : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %10 = arith.select %9, %c2143289344_i32, %8 : i32
        %11 = arith.extsi %10 : i32 to i64
        %c1000003_i64_7 = arith.constant 1000003 : i64
        %12 = arith.muli %arg3, %c1000003_i64_7 : i64
        %13 = arith.addi %12, %11 : i64
        scf.yield %13 : i64
      }
      scf.yield %7 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_6 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
