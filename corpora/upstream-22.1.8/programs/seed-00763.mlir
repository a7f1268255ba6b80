// Piece 0 of Dialect/Linalg/roundtrip.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["views"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Linalg/roundtrip.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1079526935917090361, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @views(%arg0: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.muli %arg0, %arg0 : index
    %alloc = memref.alloc(%0) : memref<?xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<?xi8>)
    %view = memref.view %alloc[%c0][%arg0, %arg0] : memref<?xi8> to memref<?x?xf32>
    %view_0 = memref.view %alloc[%c0][%arg0, %arg0] : memref<?xi8> to memref<?x?xvector<4x4xf32>>
    memref.dealloc %alloc : memref<?xi8>
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @views(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c0) : (index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
