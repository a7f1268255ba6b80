// Piece 68 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["min.oneval"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 68, "release": "22.1.8"}, "seed": 8288491784011106265, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (s0)>
module {
  func.func @min.oneval(%arg0: index) -> index {
    %0 = affine.min #map()[%arg0]
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index) -> index {
    %0 = call @min.oneval(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%c0) : (index) -> index
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
