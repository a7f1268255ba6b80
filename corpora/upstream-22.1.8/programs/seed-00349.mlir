// Piece 0 of Dialect/Arith/vscale_constants.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_vscale_constant_names"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/vscale_constants.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2107155856648327644, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_vscale_constant_names() {
    %vscale = vector.vscale
    %c8 = arith.constant 8 : index
    %c8_vscale = arith.muli %vscale, %c8 : index
    %c10 = arith.constant 10 : index
    %c10_vscale = arith.muli %c10, %vscale : index
    return
  }
  func.func @smith_harness_0() {
    call @test_vscale_constant_names() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
