// Piece 6 of Dialect/SCF/for-loop-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scf_for_not_canonicalizable_2"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/for-loop-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 7740737843694503201, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0 * 42)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
module {
  func.func @scf_for_not_canonicalizable_2(%arg0: memref<i64>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map(%arg1)
    %c1 = arith.constant 1 : index
    %1 = arith.maxsi %arg1, %c1 : index
    scf.for %arg2 = %c0 to %0 step %1 {
      %2 = affine.min #map1(%arg1, %0, %arg2)
      %3 = arith.index_cast %2 : index to i64
      memref.store %3, %arg0[] : memref<i64>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) -> memref<i64> {
    %alloc = memref.alloc() : memref<i64>
    %c0_i64 = arith.constant 0 : i64
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<i64>)
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%alloc : memref<i64>)
    call @scf_for_not_canonicalizable_2(%alloc, %arg0) : (memref<i64>, index) -> ()
    return %alloc : memref<i64>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = call @smith_harness_0(%c1) : (index) -> memref<i64>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = memref.load %0[] : memref<i64>
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64_2 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
