// Piece 3 of Dialect/OpenACC/recipe-populate-firstprivate.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_mixed_dims"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/recipe-populate-firstprivate.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 6327300553272479056, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_mixed_dims(%arg0: index) {
    %alloc = memref.alloc(%arg0) {test.var = "mixed_dims"} : memref<10x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x?xf32>)
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @test_mixed_dims(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c0) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
