// Piece 1 of Dialect/OpenACC/recipe-populate-firstprivate.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_static_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/recipe-populate-firstprivate.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1935720536737500683, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_static_2d() {
    %alloca = memref.alloca() {test.var = "static_2d"} : memref<10x20xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<10x20xf32>)
    return
  }
  func.func @smith_harness_0() {
    call @test_static_2d() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
