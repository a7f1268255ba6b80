// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-fptosi-i64.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_fptosi", "check_fptosi", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-fptosi-i64.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1655991575348136209, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_fptosi(%arg0: f64) -> i64 {
    %cst = arith.constant -9.2233720368547778E+18 : f64
    %0 = arith.cmpf ogt, %arg0, %cst : f64
    %cst_0 = arith.constant 9.2233720368547758E+18 : f64
    %1 = arith.cmpf olt, %arg0, %cst_0 : f64
    %2 = arith.andi %0, %1 : i1
    %cst_1 = arith.constant 0.000000e+00 : f64
    %3 = arith.select %2, %arg0, %cst_1 : f64
    %4 = arith.fptosi %3 : f64 to i64
    return %4 : i64
  }
  func.func @check_fptosi(%arg0: f64) {
    %0 = call @emulate_fptosi(%arg0) : (f64) -> i64
    vector.print %0 : i64
    return
  }
  func.func @entry() {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant -0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant -1.000000e+00 : f64
    %cst_3 = arith.constant -1.500000e+00 : f64
    %cst_4 = arith.constant 0x4130000000000000 : f64
    %cst_5 = arith.constant 0xC130000000000000 : f64
    %cst_6 = arith.constant 0x41EFFFFFFFE00000 : f64
    %cst_7 = arith.constant 0xC1F0000000000000 : f64
    %cst_8 = arith.constant 0x41F0000000000000 : f64
    %cst_9 = arith.constant 0xC1F0000000100000 : f64
    %cst_10 = arith.constant 0x4270000000000000 : f64
    %cst_11 = arith.constant 0xC270000000000000 : f64
    %cst_12 = arith.constant 0x4270000100000000 : f64
    %cst_13 = arith.constant 0xC270000100000000 : f64
    %cst_14 = arith.constant 0x4340000000000000 : f64
    %cst_15 = arith.constant 0xC340000000000000 : f64
    call @check_fptosi(%cst) : (f64) -> ()
    call @check_fptosi(%cst_0) : (f64) -> ()
    call @check_fptosi(%cst_1) : (f64) -> ()
    call @check_fptosi(%cst_2) : (f64) -> ()
    call @check_fptosi(%cst_3) : (f64) -> ()
    call @check_fptosi(%cst_4) : (f64) -> ()
    call @check_fptosi(%cst_5) : (f64) -> ()
    call @check_fptosi(%cst_6) : (f64) -> ()
    call @check_fptosi(%cst_7) : (f64) -> ()
    call @check_fptosi(%cst_8) : (f64) -> ()
    call @check_fptosi(%cst_9) : (f64) -> ()
    call @check_fptosi(%cst_10) : (f64) -> ()
    call @check_fptosi(%cst_11) : (f64) -> ()
    call @check_fptosi(%cst_12) : (f64) -> ()
    call @check_fptosi(%cst_13) : (f64) -> ()
    call @check_fptosi(%cst_14) : (f64) -> ()
    call @check_fptosi(%cst_15) : (f64) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: f64) -> i64 {
    %0 = call @emulate_fptosi(%arg0) : (f64) -> i64
    return %0 : i64
  }
  func.func @smith_harness_1(%arg0: f64) {
    call @check_fptosi(%arg0) : (f64) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant 5.750000e+00 : f64
    %0 = call @smith_harness_0(%cst) : (f64) -> i64
    %cst_0 = arith.constant -0.022578939844339299 : f64
    call @smith_harness_1(%cst_0) : (f64) -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %0 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %1 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %2 = arith.addi %1, %0 : i64
    vector.print %2 : i64
    return
  }
}
