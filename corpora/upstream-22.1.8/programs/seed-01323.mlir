// Piece 2 of IR/greedy-pattern-rewrite-driver-top-down.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/greedy-pattern-rewrite-driver-top-down.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 8898049548145262102, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f() {
    %false = arith.constant false
    %0 = scf.if %false -> (i1) {
      scf.yield %false : i1
    } else {
      scf.yield %false : i1
    }
    %1 = arith.select %false, %0, %0 : i1
    return
  }
  func.func @smith_harness_0() {
    call @f() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
