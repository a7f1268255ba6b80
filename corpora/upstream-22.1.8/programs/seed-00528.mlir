// Piece 0 of Dialect/Arith/test-emulate-wide-int-pass.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry", "emulate_me_please", "foo"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/test-emulate-wide-int-pass.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3830108189576964609, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %c0_i64 = arith.constant 0 : i64
    %0 = call @emulate_me_please(%c0_i64) : (i64) -> i64
    %1 = call @foo(%c0_i64) : (i64) -> i64
    return
  }
  func.func @emulate_me_please(%arg0: i64) -> i64 {
    %0 = arith.addi %arg0, %arg0 : i64
    return %0 : i64
  }
  func.func @foo(%arg0: i64) -> i64 {
    %0 = arith.addi %arg0, %arg0 : i64
    return %0 : i64
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i64) -> i64 {
    %0 = call @emulate_me_please(%arg0) : (i64) -> i64
    return %0 : i64
  }
  func.func @smith_harness_2(%arg0: i64) -> i64 {
    %0 = call @foo(%arg0) : (i64) -> i64
    return %0 : i64
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %0 = call @smith_harness_1(%c9223372036854775807_i64) : (i64) -> i64
    %c-1_i64 = arith.constant -1 : i64
    %1 = call @smith_harness_2(%c-1_i64) : (i64) -> i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %0 : i64
    vector.print %1 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %4 = arith.muli %3, %c1000003_i64_0 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %5 : i64
    return
  }
}
