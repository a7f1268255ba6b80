// Piece 0 of Dialect/GPU/memref-to-llvm.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/GPU/memref-to-llvm.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 549908674394302004, "skipped": {}, "smith_version": "0.1.0"}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1() kernel {
      %alloc = memref.alloc() : memref<8x16xf32>
      %cst = arith.constant 0.000000e+00 : f32
      linalg.fill ins(%cst : f32) outs(%alloc : memref<8x16xf32>)
      memref.dealloc %alloc : memref<8x16xf32>
      gpu.return
    }
  }
  func.func @main_0() {
    %alloc = memref.alloc() : memref<8x16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x16xf32>)
    memref.dealloc %alloc : memref<8x16xf32>
    return
  }
  func.func @smith_harness_0() {
    call @main_0() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
