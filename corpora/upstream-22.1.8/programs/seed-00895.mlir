// Piece 1 of Dialect/OpenACC/pointer-like-interface-copy.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_copy_dynamic"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/pointer-like-interface-copy.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 2930609372519081409, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_copy_dynamic() {
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %alloc = memref.alloc(%c10, %c20) {test.src_ptr} : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %alloc_0 = memref.alloc(%c10, %c20) {test.dest_ptr} : memref<?x?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?x?xf32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_copy_dynamic() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
