// Piece 0 of Integration/Dialect/Vector/CPU/reductions-i4.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/reductions-i4.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8859851266826023061, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1]> : vector<24xi4>
    vector.print %cst : vector<24xi4>
    %0 = vector.reduction <add>, %cst : vector<24xi4> into i4
    vector.print %0 : i4
    %1 = vector.reduction <mul>, %cst : vector<24xi4> into i4
    vector.print %1 : i4
    %2 = vector.reduction <minsi>, %cst : vector<24xi4> into i4
    vector.print %2 : i4
    %3 = vector.reduction <maxsi>, %cst : vector<24xi4> into i4
    vector.print %3 : i4
    %4 = vector.reduction <and>, %cst : vector<24xi4> into i4
    vector.print %4 : i4
    %5 = vector.reduction <or>, %cst : vector<24xi4> into i4
    vector.print %5 : i4
    %6 = vector.reduction <xor>, %cst : vector<24xi4> into i4
    vector.print %6 : i4
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
