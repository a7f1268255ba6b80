// Piece 0 of Dialect/ArmSME/enable-arm-za.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["arm_new_za"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/ArmSME/enable-arm-za.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6365445041972501346, "skipped": {"declaration": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @arm_new_za() {
    return
  }
  func.func @smith_harness_0() {
    call @arm_new_za() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
