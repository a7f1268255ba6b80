// Piece 1 of Dialect/OpenACC/support-analysis-varname.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_through_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/support-analysis-varname.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 8022491925813179412, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_through_cast() {
    %alloca = memref.alloca() {acc.var_name = #acc.var_name<"casted_variable">} : memref<5x2xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<5x2xi32>)
    %cast = memref.cast %alloca : memref<5x2xi32> to memref<?x?xi32>
    %cast_0 = memref.cast %cast {test.var_name} : memref<?x?xi32> to memref<5x2xi32>
    return
  }
  func.func @smith_harness_0() {
    call @test_through_cast() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
