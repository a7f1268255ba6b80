// Piece 0 of Dialect/Bufferization/Transforms/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["no_conflict"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7256204282750298038, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @no_conflict(%arg0: f32, %arg1: f32, %arg2: index) -> tensor<3xf32> {
    %from_elements = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>
    %c3 = arith.constant 3 : index
    %0 = arith.remui %arg2, %c3 : index
    %inserted = tensor.insert %arg1 into %from_elements[%0] : tensor<3xf32>
    return %inserted : tensor<3xf32>
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f32, %arg2: index) -> tensor<3xf32> {
    %0 = call @no_conflict(%arg0, %arg1, %arg2) : (f32, f32, index) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @main() {
    %cst = arith.constant 1.000000e+01 : f32
    %cst_0 = arith.constant -1.275000e+01 : f32
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %cst_0, %c0) : (f32, f32, index) -> tensor<3xf32>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0_1 to %c3 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<3xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_3 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_3 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
