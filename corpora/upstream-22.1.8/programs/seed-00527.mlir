// Piece 1 of Dialect/Arith/one-shot-bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["write_after_select_read_one"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/one-shot-bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5918723485346117720, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @write_after_select_read_one(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: tensor<?xf32> {bufferization.writable = true}, %arg2: i1) -> (f32, tensor<?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = arith.select %arg2, %arg0, %arg1 : tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0_0 : tensor<?xf32>
    %1 = arith.remui %c0, %dim : index
    %inserted = tensor.insert %cst into %0[%1] : tensor<?xf32>
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %2 = arith.remui %c0, %dim_2 : index
    %extracted = tensor.extract %arg0[%2] : tensor<?xf32>
    return %extracted, %inserted : f32, tensor<?xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: i1) -> (f32, tensor<?xf32>) {
    %0:2 = call @write_after_select_read_one(%arg0, %arg1, %arg2) : (tensor<?xf32>, tensor<?xf32>, i1) -> (f32, tensor<?xf32>)
    return %0#0, %0#1 : f32, tensor<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[-7.250000e+00, -2.59685493]> : tensor<2xf32>
    %cast = tensor.cast %cst : tensor<2xf32> to tensor<?xf32>
    %cst_0 = arith.constant dense<[-0.149356455, 2.250000e+00]> : tensor<2xf32>
    %cast_1 = tensor.cast %cst_0 : tensor<2xf32> to tensor<?xf32>
    %false = arith.constant false
    %0:2 = call @smith_harness_0(%cast, %cast_1, %false) : (tensor<?xf32>, tensor<?xf32>, i1) -> (f32, tensor<?xf32>)
    %1 = arith.bitcast %0#0 : f32 to i32
    %2 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = tensor.dim %0#1, %c0_2 : tensor<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0#1[%arg0] : tensor<?xf32>
      %10 = arith.bitcast %extracted : f32 to i32
      %11 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32_5 = arith.constant 2143289344 : i32
      %12 = arith.select %11, %c2143289344_i32_5, %10 : i32
      %13 = arith.extsi %12 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %14 = arith.muli %arg1, %c1000003_i64_6 : i64
      %15 = arith.addi %14, %13 : i64
      scf.yield %15 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %7 = arith.addi %6, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_4 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
