// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-sitofp-i32.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_sitofp", "check_sitofp", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-sitofp-i32.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3564105225894966380, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_sitofp(%arg0: i32) -> f32 {
    %0 = arith.sitofp %arg0 : i32 to f32
    return %0 : f32
  }
  func.func @check_sitofp(%arg0: i32) {
    %0 = call @emulate_sitofp(%arg0) : (i32) -> f32
    vector.print %0 : f32
    return
  }
  func.func @entry() {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %c1337_i32 = arith.constant 1337 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-13_i32 = arith.constant -13 : i32
    %c-1337_i32 = arith.constant -1337 : i32
    %c-32768_i32 = arith.constant -32768 : i32
    %c16777217_i32 = arith.constant 16777217 : i32
    %c-16777217_i32 = arith.constant -16777217 : i32
    call @check_sitofp(%c0_i32) : (i32) -> ()
    call @check_sitofp(%c1_i32) : (i32) -> ()
    call @check_sitofp(%c2_i32) : (i32) -> ()
    call @check_sitofp(%c7_i32) : (i32) -> ()
    call @check_sitofp(%c1337_i32) : (i32) -> ()
    call @check_sitofp(%c-1_i32) : (i32) -> ()
    call @check_sitofp(%c-1337_i32) : (i32) -> ()
    call @check_sitofp(%c-32768_i32) : (i32) -> ()
    call @check_sitofp(%c16777217_i32) : (i32) -> ()
    call @check_sitofp(%c-16777217_i32) : (i32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i32) -> f32 {
    %0 = call @emulate_sitofp(%arg0) : (i32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: i32) {
    call @check_sitofp(%arg0) : (i32) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %0 = call @smith_harness_0(%c-1_i32) : (i32) -> f32
    %c1932477934_i32 = arith.constant 1932477934 : i32
    call @smith_harness_1(%c1932477934_i32) : (i32) -> ()
    call @smith_harness_2() : () -> ()
    %1 = arith.bitcast %0 : f32 to i32
    %2 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %3 = arith.select %2, %c2143289344_i32, %1 : i32
    %4 = arith.extsi %3 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %4 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %5 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %6 = arith.addi %5, %4 : i64
    vector.print %6 : i64
    return
  }
}
