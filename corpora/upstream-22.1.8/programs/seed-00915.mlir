// Piece 3 of Dialect/OpenACC/support-analysis-varname.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_multiple_casts"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/support-analysis-varname.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 4412280274342677499, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_multiple_casts() {
    %alloca = memref.alloca() {acc.var_name = #acc.var_name<"multi_cast">} : memref<10xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<10xi32>)
    %cast = memref.cast %alloca : memref<10xi32> to memref<?xi32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %cast, %c0 : memref<?xi32>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    %1 = scf.if %0 -> (memref<?xi32>) {
      scf.yield %cast : memref<?xi32>
    } else {
      %alloc = memref.alloc() : memref<10xi32>
      %c0_i32_2 = arith.constant 0 : i32
      linalg.fill ins(%c0_i32_2 : i32) outs(%alloc : memref<10xi32>)
      %cast_3 = memref.cast %alloc : memref<10xi32> to memref<?xi32>
      scf.yield %cast_3 : memref<?xi32>
    }
    %cast_0 = memref.cast %1 : memref<?xi32> to memref<10xi32>
    %cast_1 = memref.cast %cast_0 {test.var_name} : memref<10xi32> to memref<10xi32>
    return
  }
  func.func @smith_harness_0() {
    call @test_multiple_casts() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
