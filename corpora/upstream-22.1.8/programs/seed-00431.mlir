// Piece 78 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["drop_all_unit_bases"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 78, "release": "22.1.8"}, "seed": 5467766063350471149, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @drop_all_unit_bases(%arg0: index) -> (index, index) {
    %0:2 = affine.delinearize_index %arg0 into (1, 1) : index, index
    return %0#0, %0#1 : index, index
  }
  func.func @smith_harness_0(%arg0: index) -> (index, index) {
    %0:2 = call @drop_all_unit_bases(%arg0) : (index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0:2 = call @smith_harness_0(%c1) : (index) -> (index, index)
    %1 = arith.index_cast %0#0 : index to i64
    %2 = arith.index_cast %0#1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %3 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %4 = arith.addi %3, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %5 = arith.muli %4, %c1000003_i64_0 : i64
    %6 = arith.addi %5, %2 : i64
    vector.print %6 : i64
    return
  }
}
