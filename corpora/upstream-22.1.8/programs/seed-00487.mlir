// Piece 16 of Dialect/Affine/memref-dependence-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["store_range_load_last_in_range"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/memref-dependence-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 4963469007742493370, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 - 1)>
module {
  func.func @store_range_load_last_in_range() {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    %c10 = arith.constant 10 : index
    affine.for %arg0 = 0 to 10 {
      %0 = affine.apply #map(%arg0)
      affine.store %cst_0, %alloc[(%0 mod 4294967296) mod 100] : memref<100xf32>
      %1 = affine.apply #map1(%c10)
      %2 = affine.load %alloc[(%1 mod 4294967296) mod 100] : memref<100xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @store_range_load_last_in_range() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
