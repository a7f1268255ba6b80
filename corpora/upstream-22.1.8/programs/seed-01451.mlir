// Piece 5 of Transforms/cse.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["different_attributes"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/cse.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 3877840589253688549, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @different_attributes(%arg0: index, %arg1: index) -> (i1, i1, i1) {
    %0 = arith.cmpi slt, %arg0, %arg1 : index
    %1 = arith.cmpi ne, %arg0, %arg1 : index
    %2 = arith.cmpi ne, %arg0, %arg1 : index
    return %0, %1, %2 : i1, i1, i1
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> (i1, i1, i1) {
    %0:3 = call @different_attributes(%arg0, %arg1) : (index, index) -> (i1, i1, i1)
    return %0#0, %0#1, %0#2 : i1, i1, i1
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:3 = call @smith_harness_0(%c0, %c1) : (index, index) -> (i1, i1, i1)
    %1 = arith.extui %0#0 : i1 to i64
    %2 = arith.extui %0#1 : i1 to i64
    %3 = arith.extui %0#2 : i1 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_0 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
