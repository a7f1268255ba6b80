// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-shrsi-i16.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_shrsi", "check_shrsi", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-shrsi-i16.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 9002687275304486489, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_shrsi(%arg0: i16, %arg1: i16) -> i16 {
    %c16_i16 = arith.constant 16 : i16
    %0 = arith.remui %arg1, %c16_i16 : i16
    %1 = arith.shrsi %arg0, %0 : i16
    return %1 : i16
  }
  func.func @check_shrsi(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_shrsi(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @entry() {
    %c0_i16 = arith.constant 0 : i16
    %c1_i16 = arith.constant 1 : i16
    %c2_i16 = arith.constant 2 : i16
    %c7_i16 = arith.constant 7 : i16
    %c8_i16 = arith.constant 8 : i16
    %c9_i16 = arith.constant 9 : i16
    %c15_i16 = arith.constant 15 : i16
    %c-1_i16 = arith.constant -1 : i16
    %c1337_i16 = arith.constant 1337 : i16
    %c-1337_i16 = arith.constant -1337 : i16
    %c-32768_i16 = arith.constant -32768 : i16
    call @check_shrsi(%c-32768_i16, %c0_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c1_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c2_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c7_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c8_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c9_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-32768_i16, %c15_i16) : (i16, i16) -> ()
    call @check_shrsi(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_shrsi(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1_i16, %c0_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1_i16, %c15_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c0_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c2_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c7_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c8_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c9_i16) : (i16, i16) -> ()
    call @check_shrsi(%c1337_i16, %c15_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c0_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c2_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c7_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c8_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c9_i16) : (i16, i16) -> ()
    call @check_shrsi(%c-1337_i16, %c15_i16) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_shrsi(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_1(%arg0: i16, %arg1: i16) {
    call @check_shrsi(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c32767_i16 = arith.constant 32767 : i16
    %c31804_i16 = arith.constant 31804 : i16
    %0 = call @smith_harness_0(%c32767_i16, %c31804_i16) : (i16, i16) -> i16
    %c32767_i16_0 = arith.constant 32767 : i16
    %c11_i16 = arith.constant 11 : i16
    call @smith_harness_1(%c32767_i16_0, %c11_i16) : (i16, i16) -> ()
    call @smith_harness_2() : () -> ()
    %1 = arith.extsi %0 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
