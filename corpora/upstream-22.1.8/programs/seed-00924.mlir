// Piece 0 of Dialect/SCF/control-flow-sink.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_scf_if_sink"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/control-flow-sink.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7604720986967007731, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_scf_if_sink(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg1 : i32
    %1 = arith.muli %arg1, %arg1 : i32
    %2 = scf.if %arg0 -> (i32) {
      scf.yield %0 : i32
    } else {
      scf.yield %1 : i32
    }
    return %2 : i32
  }
  func.func @smith_harness_0(%arg0: i1, %arg1: i32) -> i32 {
    %0 = call @test_scf_if_sink(%arg0, %arg1) : (i1, i32) -> i32
    return %0 : i32
  }
  func.func @main() {
    %true = arith.constant true
    %c-2147483647_i32 = arith.constant -2147483647 : i32
    %0 = call @smith_harness_0(%true, %c-2147483647_i32) : (i1, i32) -> i32
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
