// Piece 2 of Dialect/OpenACC/support-analysis-recipename.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_reduction_2d_memref"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/support-analysis-recipename.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 1583823445953466107, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_reduction_2d_memref() {
    %alloca = memref.alloca() {test.recipe_name = #acc.recipe_kind<reduction_recipe>} : memref<4x8xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<4x8xi32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_reduction_2d_memref() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
