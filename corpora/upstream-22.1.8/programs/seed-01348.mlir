// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-muli-i16.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_muli", "check_muli", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-muli-i16.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6438203377538849902, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_muli(%arg0: i16, %arg1: i16) -> i16 {
    %0 = arith.muli %arg0, %arg1 : i16
    return %0 : i16
  }
  func.func @check_muli(%arg0: i16, %arg1: i16) {
    %0 = call @emulate_muli(%arg0, %arg1) : (i16, i16) -> i16
    vector.print %0 : i16
    return
  }
  func.func @entry() {
    %c0_i16 = arith.constant 0 : i16
    %c1_i16 = arith.constant 1 : i16
    %c-1_i16 = arith.constant -1 : i16
    %c-3_i16 = arith.constant -3 : i16
    %c13_i16 = arith.constant 13 : i16
    %c37_i16 = arith.constant 37 : i16
    %c42_i16 = arith.constant 42 : i16
    %c256_i16 = arith.constant 256 : i16
    %c32767_i16 = arith.constant 32767 : i16
    %c-32768_i16 = arith.constant -32768 : i16
    call @check_muli(%c0_i16, %c0_i16) : (i16, i16) -> ()
    call @check_muli(%c0_i16, %c1_i16) : (i16, i16) -> ()
    call @check_muli(%c1_i16, %c1_i16) : (i16, i16) -> ()
    call @check_muli(%c1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_muli(%c-1_i16, %c-1_i16) : (i16, i16) -> ()
    call @check_muli(%c1_i16, %c-3_i16) : (i16, i16) -> ()
    call @check_muli(%c13_i16, %c13_i16) : (i16, i16) -> ()
    call @check_muli(%c13_i16, %c37_i16) : (i16, i16) -> ()
    call @check_muli(%c37_i16, %c42_i16) : (i16, i16) -> ()
    call @check_muli(%c-1_i16, %c256_i16) : (i16, i16) -> ()
    call @check_muli(%c256_i16, %c13_i16) : (i16, i16) -> ()
    call @check_muli(%c256_i16, %c37_i16) : (i16, i16) -> ()
    call @check_muli(%c256_i16, %c-3_i16) : (i16, i16) -> ()
    call @check_muli(%c13_i16, %c32767_i16) : (i16, i16) -> ()
    call @check_muli(%c-32768_i16, %c37_i16) : (i16, i16) -> ()
    call @check_muli(%c32767_i16, %c32767_i16) : (i16, i16) -> ()
    call @check_muli(%c-32768_i16, %c13_i16) : (i16, i16) -> ()
    call @check_muli(%c-32768_i16, %c-32768_i16) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i16, %arg1: i16) -> i16 {
    %0 = call @emulate_muli(%arg0, %arg1) : (i16, i16) -> i16
    return %0 : i16
  }
  func.func @smith_harness_1(%arg0: i16, %arg1: i16) {
    call @check_muli(%arg0, %arg1) : (i16, i16) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c-12076_i16 = arith.constant -12076 : i16
    %c-1_i16 = arith.constant -1 : i16
    %0 = call @smith_harness_0(%c-12076_i16, %c-1_i16) : (i16, i16) -> i16
    %c32766_i16 = arith.constant 32766 : i16
    %c-1_i16_0 = arith.constant -1 : i16
    call @smith_harness_1(%c32766_i16, %c-1_i16_0) : (i16, i16) -> ()
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
