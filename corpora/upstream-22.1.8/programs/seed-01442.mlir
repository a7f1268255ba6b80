// Piece 1 of Transforms/composite-pass.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Transforms/composite-pass.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 409367664302965543, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test() {
    %cst = arith.constant 1.500000e+00 : f32
    return
  }
  func.func @smith_harness_0() {
    call @test() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
