// Piece 0 of Dialect/SCF/for-loop-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_for_canonicalize_min"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2512965163638052466, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (2, d1 - d0)>
module {
  func.func @scf_for_canonicalize_min(%arg0: memref<i64>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    scf.for %arg1 = %c0 to %c4 step %c2 {
      %0 = affine.min #map(%arg1, %c4)
      %1 = arith.index_cast %0 : index to i64
      memref.store %1, %arg0[] : memref<i64>
    }
    return
  }
  func.func @smith_harness_0() -> memref<i64> {
    %alloc = memref.alloc() : memref<i64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<i64>)
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    linalg.fill ins(%c-9223372036854775808_i64 : i64) outs(%alloc : memref<i64>)
    call @scf_for_canonicalize_min(%alloc) : (memref<i64>) -> ()
    return %alloc : memref<i64>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<i64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0[] : memref<i64>
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
