// Piece 1 of Dialect/Affine/affine-loop-normalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["relative_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/affine-loop-normalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2739013731711910647, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4)>
module {
  func.func @relative_bounds(%arg0: index) {
    affine.for %arg1 = #map(%arg0) to #map1(%arg0) {
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @relative_bounds(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c0) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
