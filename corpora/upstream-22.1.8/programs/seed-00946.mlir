// Piece 2 of Dialect/SCF/loop-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_unroll_yield_loop_iv"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/loop-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 3760676899674673037, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (-d0 + 64, (d0 floordiv 8) ceildiv 64, -d0 - 16, d0 * -64)>
module {
  func.func @loop_unroll_yield_loop_iv() {
    %c1 = arith.constant 1 : index
    %0 = affine.for %arg0 = 0 to 40 step 2 iter_args(%arg1 = %c1) -> (index) {
      %1 = affine.max #map(%arg0)
      affine.yield %arg0 : index
    }
    return
  }
  func.func @smith_harness_0() {
    call @loop_unroll_yield_loop_iv() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
