// Piece 0 of Dialect/SCF/parallel-loop-invalid.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parallel_loop"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/parallel-loop-invalid.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6757438167086660857, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @parallel_loop(%arg0: index, %arg1: index, %arg2: index) {
    scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @parallel_loop(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c3, %c1, %c0) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
