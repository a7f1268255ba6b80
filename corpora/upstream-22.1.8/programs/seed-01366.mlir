// Piece 0 of Integration/Dialect/MemRef/dim-runtime-verification.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["main_0"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/MemRef/dim-runtime-verification.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7286693978126312889, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @main_0() {
    %c4 = arith.constant 4 : index
    %alloca = memref.alloca() : memref<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloca : memref<1xf32>)
    %c1 = arith.constant 1 : index
    %0 = arith.remui %c4, %c1 : index
    %dim = memref.dim %alloca, %0 : memref<1xf32>
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
