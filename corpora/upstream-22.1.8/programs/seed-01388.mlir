// Piece 0 of Integration/Dialect/Vector/CPU/interleave.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/interleave.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3432345741893368987, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = vector.broadcast %cst : f32 to vector<2x4xf32>
    %1 = vector.broadcast %cst_0 : f32 to vector<2x4xf32>
    vector.print %0 : vector<2x4xf32>
    vector.print %1 : vector<2x4xf32>
    %2 = vector.interleave %0, %1 : vector<2x4xf32> -> vector<2x8xf32>
    vector.print %2 : vector<2x8xf32>
    return
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
