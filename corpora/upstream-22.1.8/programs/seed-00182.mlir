// Piece 0 of Conversion/MemRefToLLVM/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["view"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MemRefToLLVM/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4663026728830240480, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @view(%arg0: index, %arg1: index, %arg2: index) {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<2048xi8>)
    %view = memref.view %alloc[%arg2][%arg0, %arg1] : memref<2048xi8> to memref<?x?xf32>
    %view_0 = memref.view %alloc[%arg2][%arg1] : memref<2048xi8> to memref<4x?xf32>
    %view_1 = memref.view %alloc[%arg2][] : memref<2048xi8> to memref<64x4xf32>
    %alloc_2 = memref.alloc() : memref<2048xi8, 4>
    %c0_i8_3 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8_3 : i8) outs(%alloc_2 : memref<2048xi8, 4>)
    %view_4 = memref.view %alloc_2[%arg2][] : memref<2048xi8, 4> to memref<64x4xf32, 4>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @view(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    call @smith_harness_0(%c2, %c1, %c1_0) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
