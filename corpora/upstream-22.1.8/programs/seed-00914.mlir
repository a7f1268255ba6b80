// Piece 2 of Dialect/OpenACC/support-analysis-varname.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_no_var_name"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/support-analysis-varname.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 6260562526916509725, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_no_var_name() {
    %alloca = memref.alloca() : memref<10xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<10xi32>)
    %cast = memref.cast %alloca {test.var_name} : memref<10xi32> to memref<10xi32>
    return
  }
  func.func @smith_harness_0() {
    call @test_no_var_name() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
