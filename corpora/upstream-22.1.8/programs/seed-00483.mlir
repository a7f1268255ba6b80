// Piece 12 of Dialect/Affine/loop-tiling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["separate_full_tile_1d_max_min"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-tiling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 7454301506724583889, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @separate_full_tile_1d_max_min(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    affine.for %arg4 = max #map(%arg0, %arg1) to min #map(%arg2, %arg3) {
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    call @separate_full_tile_1d_max_min(%arg0, %arg1, %arg2, %arg3) : (index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c2, %c0, %c0_0, %c1) : (index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
