// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-constants-i16.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry", "emulate_constant", "foo"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-constants-i16.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7842247957310935870, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %c0_i16 = arith.constant 0 : i16
    call @emulate_constant(%c0_i16) : (i16) -> ()
    call @foo(%c0_i16) : (i16) -> ()
    return
  }
  func.func @emulate_constant(%arg0: i16) {
    vector.print %arg0 : i16
    %c0_i16 = arith.constant 0 : i16
    %c1_i16 = arith.constant 1 : i16
    %c-1_i16 = arith.constant -1 : i16
    %c-3_i16 = arith.constant -3 : i16
    %c13_i16 = arith.constant 13 : i16
    %c256_i16 = arith.constant 256 : i16
    %c32767_i16 = arith.constant 32767 : i16
    %c-32768_i16 = arith.constant -32768 : i16
    vector.print %c0_i16 : i16
    vector.print %c1_i16 : i16
    vector.print %c-1_i16 : i16
    vector.print %c-3_i16 : i16
    vector.print %c13_i16 : i16
    vector.print %c256_i16 : i16
    vector.print %c32767_i16 : i16
    vector.print %c-32768_i16 : i16
    return
  }
  func.func @foo(%arg0: i16) {
    vector.print %arg0 : i16
    %c1_i16 = arith.constant 1 : i16
    vector.print %c1_i16 : i16
    return
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i16) {
    call @emulate_constant(%arg0) : (i16) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: i16) {
    call @foo(%arg0) : (i16) -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c32766_i16 = arith.constant 32766 : i16
    call @smith_harness_1(%c32766_i16) : (i16) -> ()
    %c19642_i16 = arith.constant 19642 : i16
    call @smith_harness_2(%c19642_i16) : (i16) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
