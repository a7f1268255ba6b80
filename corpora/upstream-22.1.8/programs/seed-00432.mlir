// Piece 96 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["split_delinearize_spanning_final_part_and_cancel"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 96, "release": "22.1.8"}, "seed": 377071667209882712, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @split_delinearize_spanning_final_part_and_cancel(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (2, 4, 64) : index
    %1:4 = affine.delinearize_index %0 into (2, 4, 8, 8) : index, index, index, index
    return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0:4 = call @split_delinearize_spanning_final_part_and_cancel(%arg0, %arg1, %arg2) : (index, index, index) -> (index, index, index, index)
    return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:4 = call @smith_harness_0(%c0, %c1, %c2) : (index, index, index) -> (index, index, index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %3 = arith.index_cast %0#2 : index to i64
    %4 = arith.index_cast %0#3 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %7 = arith.muli %6, %c1000003_i64_0 : i64
    %8 = arith.addi %7, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_1 : i64
    %10 = arith.addi %9, %3 : i64
    vector.print %4 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %4 : i64
    vector.print %12 : i64
    return
  }
}
