// Piece 1 of Dialect/Affine/SuperVectorize/vectorize_unsupported.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["iv_mapped_to_multiple_indices_unsupported"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/SuperVectorize/vectorize_unsupported.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 6233923423953191533, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#map1 = affine_map<(d0)[s0] -> (d0 mod s0)>
module {
  func.func @iv_mapped_to_multiple_indices_unsupported(%arg0: index) -> memref<2x2xf32> {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<2x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<2x2xf32>)
    affine.for %arg1 = 0 to 4 {
      %0 = affine.apply #map(%arg1)[%c2]
      %1 = affine.apply #map1(%arg1)[%c2]
      affine.store %cst, %alloc[%0 mod 2, %1 mod 2] : memref<2x2xf32>
    }
    return %alloc : memref<2x2xf32>
  }
  func.func @smith_harness_0(%arg0: index) -> memref<2x2xf32> {
    %0 = call @iv_mapped_to_multiple_indices_unsupported(%arg0) : (index) -> memref<2x2xf32>
    return %0 : memref<2x2xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %0 = call @smith_harness_0(%c2) : (index) -> memref<2x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2_0 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c2_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c2_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<2x2xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_3 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
