// Piece 1 of Dialect/MemRef/emulate-wide-int.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["memref_f32"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/emulate-wide-int.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 1309255849664178275, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @memref_f32() {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<4xf32, 1>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4xf32, 1>)
    %c4 = arith.constant 4 : index
    %0 = memref.load %alloc[%c0] : memref<4xf32, 1>
    %c4_1 = arith.constant 4 : index
    memref.store %cst, %alloc[%c0] : memref<4xf32, 1>
    return
  }
  func.func @smith_harness_0() {
    call @memref_f32() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
