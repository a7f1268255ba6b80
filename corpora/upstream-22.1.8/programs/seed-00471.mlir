// Piece 5 of Dialect/Affine/loop-fusion-slice-computation.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["slice_depth2_loop_nest_two_loads"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-slice-computation.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 5803828641175285300, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @slice_depth2_loop_nest_two_loads() {
    %alloc = memref.alloc() : memref<100x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100x100xf32>)
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 7.000000e+00 : f32
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 {
        affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 100, (%arg1 mod 4294967296) mod 100] : memref<100x100xf32>
      }
    }
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = 0 to 8 {
        %1 = affine.load %alloc[(%arg0 mod 4294967296) mod 100, (%arg1 mod 4294967296) mod 100] : memref<100x100xf32>
      }
      %0 = affine.load %alloc[(%arg0 mod 4294967296) mod 100, (%c0 mod 4294967296) mod 100] : memref<100x100xf32>
    }
    return
  }
  func.func @smith_harness_0() {
    call @slice_depth2_loop_nest_two_loads() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
