// Piece 0 of Integration/Dialect/Vector/CPU/constant-mask.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/constant-mask.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3459326399753430460, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %0 = vector.constant_mask [4] : vector<8xi1>
    vector.print %0 : vector<8xi1>
    %1 = vector.constant_mask [1, 3] : vector<4x4xi1>
    vector.print %1 : vector<4x4xi1>
    %2 = vector.constant_mask [2, 2] : vector<4x4xi1>
    vector.print %2 : vector<4x4xi1>
    %3 = vector.constant_mask [2, 4] : vector<4x4xi1>
    vector.print %3 : vector<4x4xi1>
    %4 = vector.constant_mask [3, 1] : vector<4x4xi1>
    vector.print %4 : vector<4x4xi1>
    %5 = vector.constant_mask [3, 2] : vector<4x4xi1>
    vector.print %5 : vector<4x4xi1>
    %6 = vector.constant_mask [4, 3] : vector<4x4xi1>
    vector.print %6 : vector<4x4xi1>
    %7 = vector.constant_mask [4, 4] : vector<4x4xi1>
    vector.print %7 : vector<4x4xi1>
    %8 = vector.constant_mask [1, 2, 3] : vector<2x3x4xi1>
    vector.print %8 : vector<2x3x4xi1>
    %9 = vector.constant_mask [2, 2, 3] : vector<2x3x4xi1>
    vector.print %9 : vector<2x3x4xi1>
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
