// Piece 69 of Dialect/Affine/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["max.oneval"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 69, "release": "22.1.8"}, "seed": 4149949239652108399, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<()[s0] -> (s0)>
module {
  func.func @max.oneval(%arg0: index) -> index {
    %0 = affine.max #map()[%arg0]
    return %0 : index
  }
  func.func @smith_harness_0(%arg0: index) -> index {
    %0 = call @max.oneval(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %0 = call @smith_harness_0(%c3) : (index) -> index
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
