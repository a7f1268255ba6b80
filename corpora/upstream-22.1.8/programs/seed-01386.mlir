// Piece 0 of Integration/Dialect/Vector/CPU/index-vectors.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/index-vectors.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1250653758740289584, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %cst_0 = arith.constant dense<[0, 1]> : vector<2xindex>
    %c2 = arith.constant 2 : index
    %0 = vector.broadcast %cst : vector<4xindex> to vector<2x4xindex>
    %1 = vector.broadcast %cst_0 : vector<2xindex> to vector<4x2xindex>
    %2 = vector.transpose %1, [1, 0] : vector<4x2xindex> to vector<2x4xindex>
    %3 = vector.broadcast %c2 : index to vector<2x4xindex>
    %4 = arith.addi %0, %2 : vector<2x4xindex>
    vector.print %0 : vector<2x4xindex>
    vector.print %2 : vector<2x4xindex>
    vector.print %3 : vector<2x4xindex>
    vector.print %4 : vector<2x4xindex>
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
