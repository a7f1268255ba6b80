// Piece 0 of Conversion/SCFToSPIRV/unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToSPIRV/unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4602189108569454380, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @func(%arg0: i64) {
    %0 = arith.index_cast %arg0 : i64 to index
    %alloc = memref.alloc() : memref<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16xf32>)
    scf.parallel (%arg1) = (%0) to (%0) step (%0) {
      %cst_0 = arith.constant 1.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %1 = arith.remui %arg1, %c16 : index
      memref.store %cst_0, %alloc[%1] : memref<16xf32>
      scf.reduce 
    }
    return
  }
  func.func @smith_harness_0(%arg0: i64) {
    call @func(%arg0) : (i64) -> ()
    return
  }
  func.func @main() {
    %c-7_i64 = arith.constant -7 : i64
    call @smith_harness_0(%c-7_i64) : (i64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
