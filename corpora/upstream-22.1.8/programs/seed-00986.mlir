// Piece 24 of Dialect/Shape/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["const_index_to_size_to_index"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Shape/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 24, "release": "22.1.8"}, "seed": 6167375363664121820, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @const_index_to_size_to_index() -> index {
    %c123 = arith.constant 123 : index
    %0 = shape.index_to_size %c123
    %1 = shape.size_to_index %0 : !shape.size
    return %1 : index
  }
  func.func @smith_harness_0() -> index {
    %0 = call @const_index_to_size_to_index() : () -> index
    return %0 : index
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> index
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
