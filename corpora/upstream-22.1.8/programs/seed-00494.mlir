// Piece 2 of Dialect/Affine/simplify-structures.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["affine.apply"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/simplify-structures.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 5611403464698561311, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0 + d1 + 1)>
module {
  func.func @affine.apply(%arg0: index) -> index {
    %0 = affine.apply #map(%arg0, %arg0)
    %1 = arith.addi %0, %0 : index
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: index) -> index {
    %0 = call @affine.apply(%arg0) : (index) -> index
    return %0 : index
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c1) : (index) -> index
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
