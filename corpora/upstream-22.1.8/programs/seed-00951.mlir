// Piece 0 of Integration/Dialect/Vector/CPU/ArmSVE/test-setArmVLBits.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["checkVScale"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/ArmSVE/test-setArmVLBits.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4780628021758630954, "skipped": {"main": "calls declared", "setAndCheckVL": "calls declared", "setArmVLBits": "declaration"}, "smith_version": "0.1.0"}
module {
  func.func @checkVScale() attributes {no_inline} {
    %vscale = vector.vscale
    vector.print str "vscale = "
    vector.print %vscale : index
    return
  }
  func.func private @setArmVLBits(i32)
  func.func @smith_harness_0() {
    call @checkVScale() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
