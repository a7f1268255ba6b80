// Piece 0 of Integration/Dialect/Vector/CPU/reductions-si4.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/reductions-si4.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6377283645173406727, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : vector<16xi4>
    %0 = vector.bitcast %cst : vector<16xi4> to vector<16xsi4>
    vector.print %0 : vector<16xsi4>
    %1 = vector.reduction <add>, %0 : vector<16xsi4> into si4
    vector.print %1 : si4
    %2 = vector.reduction <mul>, %0 : vector<16xsi4> into si4
    vector.print %2 : si4
    %3 = vector.reduction <minsi>, %0 : vector<16xsi4> into si4
    vector.print %3 : si4
    %4 = vector.reduction <maxsi>, %0 : vector<16xsi4> into si4
    vector.print %4 : si4
    %5 = vector.reduction <and>, %0 : vector<16xsi4> into si4
    vector.print %5 : si4
    %6 = vector.reduction <or>, %0 : vector<16xsi4> into si4
    vector.print %6 : si4
    %7 = vector.reduction <xor>, %0 : vector<16xsi4> into si4
    vector.print %7 : si4
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
