// Piece 0 of Dialect/Arith/bufferize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["index_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/bufferize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2017274404185087618, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @index_cast(%arg0: tensor<i32>, %arg1: i32) -> (tensor<index>, index) {
    %0 = arith.index_cast %arg0 : tensor<i32> to tensor<index>
    %1 = arith.index_cast %arg1 : i32 to index
    return %0, %1 : tensor<index>, index
  }
  func.func @smith_harness_0(%arg0: tensor<i32>, %arg1: i32) -> (tensor<index>, index) {
    %0:2 = call @index_cast(%arg0, %arg1) : (tensor<i32>, i32) -> (tensor<index>, index)
    return %0#0, %0#1 : tensor<index>, index
  }
  func.func @main() {
    %cst = arith.constant dense<16> : tensor<i32>
    %c-12_i32 = arith.constant -12 : i32
    %0:2 = call @smith_harness_0(%cst, %c-12_i32) : (tensor<i32>, i32) -> (tensor<index>, index)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %extracted = tensor.extract %0#0[] : tensor<index>
    %1 = arith.index_cast %extracted : index to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %4 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %6 = arith.addi %5, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_2 : i64
    %8 = arith.addi %7, %4 : i64
    vector.print %8 : i64
    return
  }
}
