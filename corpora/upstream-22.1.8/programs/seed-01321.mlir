// Piece 0 of IR/greedy-pattern-rewrite-driver-top-down.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["f"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/greedy-pattern-rewrite-driver-top-down.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1716249791412580220, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @f(%arg0: i1) {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.if %arg0 -> (i32) {
      scf.yield %c0_i32 : i32
    } else {
      scf.yield %c0_i32 : i32
    }
    %1 = arith.addi %0, %0 : i32
    return
  }
  func.func @smith_harness_0(%arg0: i1) {
    call @f(%arg0) : (i1) -> ()
    return
  }
  func.func @main() {
    %false = arith.constant false
    call @smith_harness_0(%false) : (i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
