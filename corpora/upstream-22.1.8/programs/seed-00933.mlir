// Piece 2 of Dialect/SCF/for-loop-peeling.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fully_static_bounds"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-peeling.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 7986960656527295440, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
module {
  func.func @fully_static_bounds() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c17 = arith.constant 17 : index
    %0 = scf.for %arg0 = %c0 to %c17 step %c4 iter_args(%arg1 = %c0_i32) -> (i32) {
      %1 = affine.min #map(%c17, %arg0)[%c4]
      %2 = arith.index_cast %1 : index to i32
      %3 = arith.addi %arg1, %2 : i32
      scf.yield %3 : i32
    }
    return %0 : i32
  }
  func.func @smith_harness_0() -> i32 {
    %0 = call @fully_static_bounds() : () -> i32
    return %0 : i32
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
