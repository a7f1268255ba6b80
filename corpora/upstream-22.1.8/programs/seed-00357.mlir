// Piece 8 of Dialect/ArmSVE/legalize-for-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["get_vector_scale"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSVE/legalize-for-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 6509565669892466972, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @get_vector_scale() -> index {
    %vscale = vector.vscale
    return %vscale : index
  }
  func.func @smith_harness_0() -> index {
    %0 = call @get_vector_scale() : () -> index
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
