// Piece 0 of Integration/Dialect/Vector/CPU/reductions-ui4.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/reductions-ui4.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7855411207285872192, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1]> : vector<16xi4>
    %0 = vector.bitcast %cst : vector<16xi4> to vector<16xui4>
    vector.print %0 : vector<16xui4>
    %1 = vector.reduction <add>, %0 : vector<16xui4> into ui4
    vector.print %1 : ui4
    %2 = vector.reduction <mul>, %0 : vector<16xui4> into ui4
    vector.print %2 : ui4
    %3 = vector.reduction <minui>, %0 : vector<16xui4> into ui4
    vector.print %3 : ui4
    %4 = vector.reduction <maxui>, %0 : vector<16xui4> into ui4
    vector.print %4 : ui4
    %5 = vector.reduction <and>, %0 : vector<16xui4> into ui4
    vector.print %5 : ui4
    %6 = vector.reduction <or>, %0 : vector<16xui4> into ui4
    vector.print %6 : ui4
    %7 = vector.reduction <xor>, %0 : vector<16xui4> into ui4
    vector.print %7 : ui4
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
