// Piece 3 of Dialect/SCF/forall-to-parallel.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["mapping_attr"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/forall-to-parallel.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 1675872403208029413, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @mapping_attr() {
    %c100 = arith.constant 100 : index
    scf.forall (%arg0) in (%c100) {
    } {mapping = [#gpu.thread<x>]}
    return
  }
  func.func @smith_harness_0() {
    call @mapping_attr() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
