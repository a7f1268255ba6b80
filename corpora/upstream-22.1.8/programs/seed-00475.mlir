// Piece 30 of Dialect/Affine/loop-fusion.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["should_fuse_at_depth1_with_trip_count_19"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 30, "release": "22.1.8"}, "seed": 7824610811501511106, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @should_fuse_at_depth1_with_trip_count_19() {
    %alloc = memref.alloc() : memref<100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<100xf32>)
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    affine.for %arg0 = 0 to 100 {
      affine.store %cst_0, %alloc[(%arg0 mod 4294967296) mod 100] : memref<100xf32>
    }
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 19 {
        %0 = affine.load %alloc[(%arg1 mod 4294967296) mod 100] : memref<100xf32>
      }
      affine.for %arg1 = 0 to 10 {
        affine.for %arg2 = 0 to 10 {
          %0 = affine.load %alloc[(%arg2 mod 4294967296) mod 100] : memref<100xf32>
        }
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @should_fuse_at_depth1_with_trip_count_19() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
