// Piece 8 of Dialect/Affine/ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_min_max"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 3989022881350330305, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_min_max(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    affine.parallel (%arg4, %arg5, %arg6) = (max(%arg0, %arg1), %arg1, max(%arg0, %arg2)) to (%arg2, min(%arg2, %arg3), %arg1) {
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    call @parallel_min_max(%arg0, %arg1, %arg2, %arg3) : (index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c3, %c3_0, %c1, %c0) : (index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
