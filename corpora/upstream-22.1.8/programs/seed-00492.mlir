// Piece 12 of Dialect/Affine/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["delinearize", "delinearize_mixed"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 3957781054071795615, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
    return %0#0, %0#1 : index, index
  }
  func.func @delinearize_mixed(%arg0: index, %arg1: index) -> (index, index, index) {
    %0:3 = affine.delinearize_index %arg0 into (2, %arg1, 3) : index, index, index
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %0:2 = call @delinearize(%arg0, %arg1, %arg2) : (index, index, index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) -> (index, index, index) {
    %0:3 = call @delinearize_mixed(%arg0, %arg1) : (index, index) -> (index, index, index)
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_0 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c1, %c3, %c1_0) : (index, index, index) -> (index, index)
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %1:3 = call @smith_harness_1(%c1_1, %c1_2) : (index, index) -> (index, index, index)
    %2 = arith.index_cast %0#0 : index to i64
    %3 = arith.index_cast %0#1 : index to i64
    %4 = arith.index_cast %1#0 : index to i64
    %5 = arith.index_cast %1#1 : index to i64
    %6 = arith.index_cast %1#2 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_3 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_4 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_5 : i64
    %14 = arith.addi %13, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_6 : i64
    %16 = arith.addi %15, %6 : i64
    vector.print %16 : i64
    return
  }
}
