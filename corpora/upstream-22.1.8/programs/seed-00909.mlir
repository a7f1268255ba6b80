// Piece 1 of Dialect/OpenACC/recipe-populate-private-from-firstprivate.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_dynamic_from_firstprivate"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/recipe-populate-private-from-firstprivate.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3061991066782877928, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test_dynamic_from_firstprivate(%arg0: index, %arg1: index) {
    %alloc = memref.alloc(%arg0, %arg1) {test.var = "dynamic_d2"} : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @test_dynamic_from_firstprivate(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%c1, %c3) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
