// Piece 0 of Dialect/Affine/loop-fusion-4.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["unflatten4d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-fusion-4.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7754998143533119112, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @unflatten4d(%arg0: memref<7x8x9x10xf32>) {
    %alloc = memref.alloc() : memref<5040xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5040xf32>)
    %cst_0 = arith.constant 7.000000e+00 : f32
    affine.for %arg1 = 0 to 7 {
      affine.for %arg2 = 0 to 8 {
        affine.for %arg3 = 0 to 9 {
          affine.for %arg4 = 0 to 10 {
            affine.store %cst_0, %alloc[((%arg1 mod 4294967296) * 720 + (%arg2 mod 4294967296) * 90 + (%arg3 mod 4294967296) * 10 + %arg4 mod 4294967296) mod 5040] : memref<5040xf32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 7 {
      affine.for %arg2 = 0 to 8 {
        affine.for %arg3 = 0 to 9 {
          affine.for %arg4 = 0 to 10 {
            %0 = affine.load %alloc[((%arg1 mod 4294967296) * 720 + (%arg2 mod 4294967296) * 90 + (%arg3 mod 4294967296) * 10 + %arg4 mod 4294967296) mod 5040] : memref<5040xf32>
            affine.store %0, %arg0[(%arg1 mod 4294967296) mod 7, %arg2 mod 8, (%arg3 mod 4294967296) mod 9, (%arg4 mod 4294967296) mod 10] : memref<7x8x9x10xf32>
          }
        }
      }
    }
    return
  }
  func.func @smith_harness_0() -> memref<7x8x9x10xf32> {
    %alloc = memref.alloc() : memref<7x8x9x10xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<7x8x9x10xf32>)
    %cst_0 = arith.constant 1.575000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<7x8x9x10xf32>)
    call @unflatten4d(%alloc) : (memref<7x8x9x10xf32>) -> ()
    return %alloc : memref<7x8x9x10xf32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<7x8x9x10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c7 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c9 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = scf.for %arg6 = %c0 to %c10 step %c1 iter_args(%arg7 = %arg5) -> (i64) {
            %7 = memref.load %0[%arg0, %arg2, %arg4, %arg6] : memref<7x8x9x10xf32>
            %8 = arith.bitcast %7 : f32 to i32
            %9 = arith.cmpf uno, %7, %7 : f32
            %c2143289344_i32 = arith.constant 2143289344 : i32
            %10 = arith.select %9, %c2143289344_i32, %8 : i32
            %11 = arith.extsi %10 : i32 to i64
            %c1000003_i64_1 = arith.constant 1000003 : i64
            %12 = arith.muli %arg7, %c1000003_i64_1 : i64
            %13 = arith.addi %12, %11 : i64
            scf.yield %13 : i64
          }
          scf.yield %6 : i64
        }
        scf.yield %5 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
