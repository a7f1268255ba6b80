// Piece 1 of Dialect/OpenACC/pointer-like-interface-load.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_memref_load_int"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/pointer-like-interface-load.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 668213752574284976, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_memref_load_int() {
    %alloca = memref.alloca() {test.ptr} : memref<i64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloca : memref<i64>)
    return
  }
  func.func @smith_harness_0() {
    call @test_memref_load_int() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
