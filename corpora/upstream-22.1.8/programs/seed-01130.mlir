// Piece 110 of Dialect/Tosa/invalid.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_non_tosa_ops"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Tosa/invalid.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 110, "release": "22.1.8"}, "seed": 5815697498608313967, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_non_tosa_ops() {
    %c6 = arith.constant 6 : index
    %0 = tensor.empty(%c6) : tensor<?x27xi64>
    return
  }
  func.func @smith_harness_0() {
    call @test_non_tosa_ops() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
