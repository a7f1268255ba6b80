// Piece 6 of Dialect/Arith/expand-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["ceildivui_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/expand-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 3058984270092034913, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @ceildivui_index(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %c1 = arith.constant 1 : index
    %1 = arith.select %0, %c1, %arg1 : index
    %2 = arith.ceildivui %arg0, %1 : index
    return %2 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) -> index {
    %0 = call @ceildivui_index(%arg0, %arg1) : (index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c3, %c2) : (index, index) -> index
    %1 = arith.index_cast %0 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
