// Piece 3 of Dialect/GPU/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_memcpy_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/GPU/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 3, "release": "22.1.8"}, "seed": 4792735304442337125, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_memcpy_op(%arg0: i1) {
    %cst = arith.constant 0.000000e+00 : f16
    %alloc = memref.alloc() : memref<2xf16>
    %cst_0 = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<2xf16>)
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<2xf16>
    gpu.wait [%0]
    affine.store %cst, %memref[0] : memref<2xf16>
    %1 = gpu.wait async
    %2 = gpu.memcpy async [%1] %alloc, %memref : memref<2xf16>, memref<2xf16>
    gpu.wait [%1]
    %3 = scf.if %arg0 -> (i1) {
      memref.dealloc %alloc : memref<2xf16>
      scf.yield %arg0 : i1
    } else {
      memref.dealloc %alloc : memref<2xf16>
      scf.yield %arg0 : i1
    }
    return
  }
  func.func @smith_harness_0(%arg0: i1) {
    call @fold_memcpy_op(%arg0) : (i1) -> ()
    return
  }
  func.func @main() {
    %true = arith.constant true
    call @smith_harness_0(%true) : (i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
