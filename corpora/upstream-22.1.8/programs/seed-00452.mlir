// Piece 5 of Dialect/Affine/load-store.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test4"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/load-store.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 1145540011737527416, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test4(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        %0 = affine.load %alloc[((%arg2 mod 4294967296 + symbol(%arg0)) floordiv 3 + 11) mod 100, ((%arg3 mod 4294967296 + symbol(%arg1)) mod 4 + 7) mod 100] : memref<100x100xf32>
        affine.store %0, %alloc[((%arg2 mod 4294967296 + symbol(%arg0)) floordiv 3 + 11) mod 100, ((%arg3 mod 4294967296 + symbol(%arg1)) mod 4 + 7) mod 100] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @test4(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    call @smith_harness_0(%c3, %c3_0) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
