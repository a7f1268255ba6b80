// Piece 1 of Dialect/OpenACC/pointer-like-interface-alloc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_dynamic_memref_alloc"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/pointer-like-interface-alloc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 5271288263459304784, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_dynamic_memref_alloc() {
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %alloc = memref.alloc(%c10, %c20) {test.ptr} : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_dynamic_memref_alloc() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
