// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-max-min-i16.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_maxui", "check_maxui", "emulate_maxsi", "check_maxsi", "emulate_minui", "check_minui", "emulate_minsi", "check_minsi", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-max-min-i16.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2833005938255900102, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_maxui(%arg0: i16, %arg1: i16) -> i16 {
    %0 = arith.maxui %arg0, %arg1 : i16
    return %0 : i16
  }
  func.func @check_maxui(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_maxui(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @emulate_maxsi(%arg0: i16, %arg1: i16) -> i16 {
    %0 = arith.maxsi %arg0, %arg1 : i16
    return %0 : i16
  }
  func.func @check_maxsi(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_maxsi(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @emulate_minui(%arg0: i16, %arg1: i16) -> i16 {
    %0 = arith.minui %arg0, %arg1 : i16
    return %0 : i16
  }
  func.func @check_minui(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_minui(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @emulate_minsi(%arg0: i16, %arg1: i16) -> i16 {
    %0 = arith.minsi %arg0, %arg1 : i16
    return %0 : i16
  }
  func.func @check_minsi(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_minsi(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @entry() {
    %c0_i16 = arith.constant 0 : i16
    %c1_i16 = arith.constant 1 : i16
    %c7_i16 = arith.constant 7 : i16
    %c-1_i16 = arith.constant -1 : i16
    %c1337_i16 = arith.constant 1337 : i16
    %c4096_i16 = arith.constant 4096 : i16
    %c-32768_i16 = arith.constant -32768 : i16
    call @check_maxui(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_maxui(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxui(%c1_i16, %c0_i16) : (i16, i16) -> ()
    call @check_maxui(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxui(%c-1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxui(%c1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_maxui(%c-1_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_maxui(%c1337_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_maxui(%c4096_i16, %c4096_i16) : (i16, i16) -> ()
    call @check_maxui(%c1337_i16, %c-32768_i16) : (i16, i16) -> ()
    call @check_maxsi(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_maxsi(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxsi(%c1_i16, %c0_i16) : (i16, i16) -> ()
    call @check_maxsi(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxsi(%c-1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_maxsi(%c1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_maxsi(%c-1_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_maxsi(%c1337_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_maxsi(%c4096_i16, %c4096_i16) : (i16, i16) -> ()
    call @check_maxsi(%c1337_i16, %c-32768_i16) : (i16, i16) -> ()
    call @check_minui(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_minui(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minui(%c1_i16, %c0_i16) : (i16, i16) -> ()
    call @check_minui(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minui(%c-1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minui(%c1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_minui(%c-1_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_minui(%c1337_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_minui(%c4096_i16, %c4096_i16) : (i16, i16) -> ()
    call @check_minui(%c1337_i16, %c-32768_i16) : (i16, i16) -> ()
    call @check_minsi(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_minsi(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minsi(%c1_i16, %c0_i16) : (i16, i16) -> ()
    call @check_minsi(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minsi(%c-1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_minsi(%c1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_minsi(%c-1_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_minsi(%c1337_i16, %c1337_i16) : (i16, i16) -> ()
    call @check_minsi(%c4096_i16, %c4096_i16) : (i16, i16) -> ()
    call @check_minsi(%c1337_i16, %c-32768_i16) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_maxui(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_1(%arg0: i16, %arg1: i16) {
    call @check_maxui(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_maxsi(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_3(%arg0: i16, %arg1: i16) {
    call @check_maxsi(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_minui(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_5(%arg0: i16, %arg1: i16) {
    call @check_minui(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_6(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_minsi(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_7(%arg0: i16, %arg1: i16) {
    call @check_minsi(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_8() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c32767_i16 = arith.constant 32767 : i16
    %c5_i16 = arith.constant 5 : i16
    %0 = call @smith_harness_0(%c32767_i16, %c5_i16) : (i16, i16) -> i16
    %c31448_i16 = arith.constant 31448 : i16
    %c-8_i16 = arith.constant -8 : i16
    call @smith_harness_1(%c31448_i16, %c-8_i16) : (i16, i16) -> ()
    %c6_i16 = arith.constant 6 : i16
    %c4429_i16 = arith.constant 4429 : i16
    %1 = call @smith_harness_2(%c6_i16, %c4429_i16) : (i16, i16) -> i16
    %c9467_i16 = arith.constant 9467 : i16
    %c3_i16 = arith.constant 3 : i16
    call @smith_harness_3(%c9467_i16, %c3_i16) : (i16, i16) -> ()
    %c-32768_i16 = arith.constant -32768 : i16
    %c32189_i16 = arith.constant 32189 : i16
    %2 = call @smith_harness_4(%c-32768_i16, %c32189_i16) : (i16, i16) -> i16
    %c-18816_i16 = arith.constant -18816 : i16
    %c0_i16 = arith.constant 0 : i16
    call @smith_harness_5(%c-18816_i16, %c0_i16) : (i16, i16) -> ()
    %c-23318_i16 = arith.constant -23318 : i16
    %c-11_i16 = arith.constant -11 : i16
    %3 = call @smith_harness_6(%c-23318_i16, %c-11_i16) : (i16, i16) -> i16
    %c-9_i16 = arith.constant -9 : i16
    %c-22251_i16 = arith.constant -22251 : i16
    call @smith_harness_7(%c-9_i16, %c-22251_i16) : (i16, i16) -> ()
    call @smith_harness_8() : () -> ()
    %4 = arith.extsi %0 : i16 to i64
    %5 = arith.extsi %1 : i16 to i64
    %6 = arith.extsi %2 : i16 to i64
    %7 = arith.extsi %3 : i16 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %4 : i64
    vector.print %5 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %10 = arith.muli %9, %c1000003_i64_0 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_1 : i64
    %13 = arith.addi %12, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_2 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %15 : i64
    return
  }
}
