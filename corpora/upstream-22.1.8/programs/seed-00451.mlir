// Piece 1 of Dialect/Affine/load-store.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/load-store.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 68354863016340857, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test0(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        %0 = affine.load %alloc[(%arg2 mod 4294967296) mod 100, (%arg3 mod 4294967296) mod 100] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @test0(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    call @smith_harness_0(%c0, %c2) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
