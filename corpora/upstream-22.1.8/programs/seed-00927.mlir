// Piece 16 of Dialect/SCF/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["for_yields_4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 1525558280230834266, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @for_yields_4() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %0 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %c3_i32) -> (i32) {
      scf.yield %c4_i32 : i32
    }
    return %0 : i32
  }
  func.func @smith_harness_0() -> i32 {
    %0 = call @for_yields_4() : () -> i32
    return %0 : i32
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> i32
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
