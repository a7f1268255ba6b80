// Piece 9 of Dialect/Bufferization/Transforms/one-shot-bufferize-partial.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_scf_if"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Bufferization/Transforms/one-shot-bufferize-partial.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 5793920226891300940, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_scf_if(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: i1, %arg2: index, %arg3: f32) -> (tensor<?xf32>, index) {
    %0:2 = scf.if %arg1 -> (tensor<?xf32>, index) {
      scf.yield %arg0, %arg2 : tensor<?xf32>, index
    } else {
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
      %1 = arith.remui %arg2, %dim : index
      %inserted = tensor.insert %arg3 into %arg0[%1] : tensor<?xf32>
      scf.yield %inserted, %arg2 : tensor<?xf32>, index
    }
    return %0#0, %0#1 : tensor<?xf32>, index
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> (tensor<?xf32>, index) {
    %0:2 = call @simple_scf_if(%arg0, %arg1, %arg2, %arg3) : (tensor<?xf32>, i1, index, f32) -> (tensor<?xf32>, index)
    return %0#0, %0#1 : tensor<?xf32>, index
  }
  func.func @main() {
    %cst = arith.constant dense<1.450000e+01> : tensor<1xf32>
    %cast = tensor.cast %cst : tensor<1xf32> to tensor<?xf32>
    %false = arith.constant false
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 3.750000e+00 : f32
    %0:2 = call @smith_harness_0(%cast, %false, %c3, %cst_0) : (tensor<?xf32>, i1, index, f32) -> (tensor<?xf32>, index)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %dim = tensor.dim %0#0, %c0_1 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#0[%arg0] : tensor<?xf32>
      %7 = arith.bitcast %extracted : f32 to i32
      %8 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %9 = arith.select %8, %c2143289344_i32, %7 : i32
      %10 = arith.extsi %9 : i32 to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %11 = arith.muli %arg1, %c1000003_i64_4 : i64
      %12 = arith.addi %11, %10 : i64
      scf.yield %12 : i64
    }
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_3 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
