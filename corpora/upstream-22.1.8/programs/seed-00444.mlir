// Piece 4 of Dialect/Affine/dma.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test3"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/dma.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 3440555180454018146, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @test3(%arg0: index, %arg1: index) {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    %alloc_0 = memref.alloc() : memref<100x100xf32, 2>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<100x100xf32, 2>)
    %alloc_2 = memref.alloc() : memref<1xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_2 : memref<1xi32>)
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        affine.dma_start %alloc[%arg2 + symbol(%arg0), %arg3], %alloc_0[%arg2, %arg3 + symbol(%arg1) + 7], %alloc_2[%arg2 + %arg3 + 11], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
        affine.dma_wait %alloc_2[%c0], %c64 : memref<1xi32>
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @test3(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c3, %c0) : (index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
