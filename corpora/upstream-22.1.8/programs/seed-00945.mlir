// Piece 1 of Dialect/SCF/loop-unroll.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["loop_unroll_static_yield_value_test1"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/loop-unroll.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 4303482416162845619, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (-d0 + 64, (d0 floordiv 8) ceildiv 64, -d0 - 16, d0 * -64)>
module {
  func.func @loop_unroll_static_yield_value_test1() {
    %true = arith.constant true
    %c1 = arith.constant 1 : index
    %0 = affine.for %arg0 = 0 to 40 iter_args(%arg1 = %true) -> (i1) {
      %1 = affine.max #map(%c1)
      affine.yield %true : i1
    }
    return
  }
  func.func @smith_harness_0() {
    call @loop_unroll_static_yield_value_test1() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
