// Piece 0 of Dialect/OpenACC/pointer-like-interface-store.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_memref_store_scalar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/pointer-like-interface-store.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5968254326971027304, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_memref_store_scalar() {
    %alloca = memref.alloca() {test.ptr} : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<f32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_memref_store_scalar() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
