// Piece 0 of Dialect/OpenACC/pointer-like-interface-copy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_copy_static"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/pointer-like-interface-copy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 6552339650024880033, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_copy_static() {
    %alloca = memref.alloca() {test.src_ptr} : memref<10x20xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<10x20xf32>)
    %alloca_0 = memref.alloca() {test.dest_ptr} : memref<10x20xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloca_0 : memref<10x20xf32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_copy_static() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
