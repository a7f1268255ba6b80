// Piece 0 of IR/slice.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slicing_linalg_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/slice.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2663469488981355013, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slicing_linalg_op(%arg0: index, %arg1: index, %arg2: index) {
    %alloc = memref.alloc(%arg0, %arg2) : memref<?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
    %alloc_0 = memref.alloc(%arg2, %arg1) : memref<?x?xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_1 : f32) outs(%alloc_0 : memref<?x?xf32>)
    %alloc_2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_3 : f32) outs(%alloc_2 : memref<?x?xf32>)
    %alloc_4 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_5 : f32) outs(%alloc_4 : memref<?x?xf32>)
    linalg.matmul ins(%alloc, %alloc_0 : memref<?x?xf32>, memref<?x?xf32>) outs(%alloc_2 : memref<?x?xf32>)
    linalg.matmul ins(%alloc, %alloc_0 : memref<?x?xf32>, memref<?x?xf32>) outs(%alloc_4 : memref<?x?xf32>)
    memref.dealloc %alloc_2 : memref<?x?xf32>
    memref.dealloc %alloc_0 : memref<?x?xf32>
    memref.dealloc %alloc : memref<?x?xf32>
    memref.dealloc %alloc_4 : memref<?x?xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @slicing_linalg_op(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    call @smith_harness_0(%c0, %c0_0, %c2) : (index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
