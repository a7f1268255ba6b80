// Piece 2 of Dialect/Affine/memref-bound-check.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["test_complex_mod_floordiv"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/memref-bound-check.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 2, "release": "22.1.8"}, "seed": 4866220486713101990, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> ((d0 * 72 + d1) floordiv 2304 + (d1 mod 9) floordiv 3)>
#map1 = affine_map<(d0, d1) -> ((d0 * 72 + d1) mod 2304 - (((d0 * 72 + d1) mod 2304) floordiv 1152) * 1151 - (((d0 * 72 + d1) mod 1152) floordiv 9) * 9 - ((d1 mod 9) floordiv 3) * 3)>
#map2 = affine_map<(d0, d1) -> ((((d0 * 72 + d1) mod 1152) floordiv 9) floordiv 8)>
module {
  func.func @test_complex_mod_floordiv(%arg0: memref<4x4x16x1xf32>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1x2x3x3x16x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x2x3x3x16x1xf32>)
    affine.for %arg1 = 0 to 64 {
      affine.for %arg2 = 0 to 9 {
        %0 = affine.apply #map(%arg1, %arg2)
        %1 = affine.apply #map1(%arg1, %arg2)
        %2 = affine.apply #map2(%arg1, %arg2)
        %3 = affine.load %arg0[%0 mod 4, %c0 mod 4, %2 mod 16, 0] : memref<4x4x16x1xf32>
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<4x4x16x1xf32> {
    %alloc = memref.alloc() : memref<4x4x16x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4x16x1xf32>)
    %cst_0 = arith.constant -0.652812719 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4x4x16x1xf32>)
    call @test_complex_mod_floordiv(%alloc) : (memref<4x4x16x1xf32>) -> ()
    return %alloc : memref<4x4x16x1xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<4x4x16x1xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c4_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c1_1 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = memref.load %0[%arg0, %arg2, %arg4, %arg6] : memref<4x4x16x1xf32>
            %8 = arith.bitcast %7 : f32 to i32
            %9 = arith.cmpf uno, %7, %7 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %10 = arith.select %9, %c2143289344_i32, %8 : i32
            %11 = arith.extsi %10 : i32 to i64
            %c1000003_i64_3 = arith.constant 1000003 : i64
            %12 = arith.muli %arg7, %c1000003_i64_3 : i64
            %13 = arith.addi %12, %11 : i64
            scf.yield %13 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
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
